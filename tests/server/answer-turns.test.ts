/**
 * The pieces an assistant turn is made of, shared by the server and the demo's mocks:
 * citations read out of a streamed answer, the text kept when the model stopped at its
 * length limit, and the signature that lets a turn come back as history.
 */
import { describe, expect, it } from 'vitest'
import { endAtLastSentence } from '~/shared/answer-text'
import { createCitationReader } from '~/shared/citations'
import { createSigner, randomId } from '~/shared/signing'

/** The text a reader shows for these pieces, and what it found cited. */
function read(pieces: readonly string[], passageCount = 3) {
  const reader = createCitationReader(passageCount)
  const shown = [...pieces.map((piece) => reader.push(piece)), reader.end()]
  return { text: shown.join(''), cited: reader.cited, shown }
}

describe('citations in a streamed answer', () => {
  it('takes the citations and the space before them out of the text, and keeps the numbers in order of first citation', () => {
    expect(read(['We deliver in 6 weeks [2]. Our CEO is Daniel [1][3], and [2, 1] again.'])).toMatchObject({
      text: 'We deliver in 6 weeks. Our CEO is Daniel, and again.',
      cited: [2, 1, 3],
    })
  })

  it('reads a citation split over several pieces, holding back only what could still be one', () => {
    const { text, cited, shown } = read(['We deliver in 6 weeks', ' [', '2', ']', '. Then', ' more.'])
    expect(text).toBe('We deliver in 6 weeks. Then more.')
    expect(cited).toEqual([2])
    expect(shown[0]).toBe('We deliver in 6 weeks')
  })

  it('leaves brackets that are no citation of a passage as the model wrote them', () => {
    expect(read(['In [2024] we grew [4] times; see [the page].'])).toMatchObject({ text: 'In [2024] we grew [4] times; see [the page].', cited: [] })
    expect(read(['A list [', 'not a citation', '].'])).toMatchObject({ text: 'A list [not a citation].', cited: [] })
  })

  it('keeps whitespace and line breaks that are no citation', () => {
    expect(read(['One.\n\n', '- two ', 'three  \n'])).toMatchObject({ text: 'One.\n\n- two three  \n', cited: [] })
  })
})

describe('endAtLastSentence', () => {
  it('cuts a text back to its last full sentence', () => {
    expect(endAtLastSentence('One. Two! Three? Four is cut')).toBe('One. Two! Three?')
    expect(endAtLastSentence('He said "yes." Then')).toBe('He said "yes."')
    expect(endAtLastSentence('It costs 2.5 times less. Then we')).toBe('It costs 2.5 times less.')
    expect(endAtLastSentence('Complete sentence.')).toBe('Complete sentence.')
  })

  it('keeps a text without a full sentence, ending it with an ellipsis', () => {
    expect(endAtLastSentence('No sentence end here,')).toBe('No sentence end here…')
    expect(endAtLastSentence('   ')).toBe('')
  })
})

describe('signatures', () => {
  it('verifies its own signature of a text, and nothing else', async () => {
    const signer = await createSigner('a secret of this deploy, long enough', 'assistant-turn')
    const signature = await signer.sign('Our CEO is Daniel Okafor.')
    expect(signature).toMatch(/^[\w-]{43}$/)
    expect(await signer.verify('Our CEO is Daniel Okafor.', signature)).toBe(true)
    expect(await signer.verify('Our CEO is Daniel Okafor!', signature)).toBe(false)
    expect(await signer.verify('Our CEO is Daniel Okafor.', `${signature.slice(0, -1)}A`)).toBe(false)
    for (const garbage of ['', 'x', '!!!!', 'a'.repeat(43), 'a'.repeat(45)]) expect(await signer.verify('Our CEO is Daniel Okafor.', garbage)).toBe(false)
  })

  it('keys each purpose apart: a turn signature is no session signature, and another secret signs differently', async () => {
    const turns = await createSigner('a secret of this deploy, long enough', 'assistant-turn')
    const sessions = await createSigner('a secret of this deploy, long enough', 'assistant-session')
    const elsewhere = await createSigner('a secret of another deploy entirely', 'assistant-turn')
    const id = randomId()
    expect(id).toMatch(/^[\w-]{22}$/)
    expect(await sessions.verify(id, await turns.sign(id))).toBe(false)
    expect(await turns.verify(id, await elsewhere.sign(id))).toBe(false)
  })
})
