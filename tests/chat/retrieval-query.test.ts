import { describe, expect, it } from 'vitest'
import { conversationOfTurns, conversationQuestion, refersBack } from '~/shared/retrieval-query'

describe("the conversation's question", () => {
  it('is the question itself when it is the first', () => {
    expect(conversationQuestion(['how much does the support AI cost?'])).toBe('how much does the support AI cost?')
    expect(conversationQuestion([])).toBe('')
  })

  it('is the question with the one before it when it follows on, with or without a word pointing back', () => {
    expect(conversationQuestion(['tell me about your support AI', 'how much does it cost?'])).toBe('tell me about your support AI how much does it cost?')
    expect(conversationQuestion(['can you help adtech companies', 'what does the pilot look like?'])).toBe('can you help adtech companies what does the pilot look like?')
    // Only the question before it: an older one is another subject by now.
    expect(conversationQuestion(['who founded the agency', 'tell me about launchpad', 'how is it priced?'])).toBe('tell me about launchpad how is it priced?')
  })

  it('is the question alone when it opens on another subject, unless it points back', () => {
    expect(conversationQuestion(['what does the support AI cost', 'thanks. where is your office?'])).toBe('thanks. where is your office?')
    expect(conversationQuestion(['tell me about chipr', 'ok, and do you have a newsletter?'])).toBe('ok, and do you have a newsletter?')
    expect(conversationQuestion(['tell me about launchpad', 'great, how long does it take?'])).toBe('tell me about launchpad great, how long does it take?')
  })

  it('reads "it", "they", "his" and their kind as pointing back, not words that hold them', () => {
    expect(refersBack('does it work offline?')).toBe(true)
    expect(refersBack("what's his background?")).toBe(true)
    expect(refersBack('which items are on the list?')).toBe(false)
    expect(refersBack('where is your office?')).toBe(false)
  })

  it("reads a chat request's turns as the visitor's questions, the assistant's answers left out", () => {
    const turns = [
      { role: 'user', content: 'tell me about launchpad' },
      { role: 'assistant', content: 'Launchpad is a set of AI modules billed by usage.' },
      { role: 'user', content: 'how is it priced?' },
    ]
    expect(conversationOfTurns(turns)).toBe('tell me about launchpad how is it priced?')
  })
})
