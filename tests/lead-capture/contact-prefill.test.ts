import { describe, expect, it } from 'vitest'
import { contactStartValues } from '~/features/lead-capture/contact-prefill'

describe('where the contact form starts', () => {
  it('starts from the draft when the link brings nothing', () => {
    expect(contactStartValues({}, { name: 'Grace', message: 'Half-written' })).toEqual({ name: 'Grace', message: 'Half-written' })
    expect(contactStartValues({}, null)).toEqual({})
  })

  it('writes a line naming a booking topic, ready for the details', () => {
    expect(contactStartValues({ topic: 'Strategy call' }, null)).toEqual({ message: "I'd like to talk about: Strategy call.\n\n" })
  })

  it("uses the link's message over its topic", () => {
    expect(contactStartValues({ topic: 'ROI review', message: 'Savings: $120,000 a year.' }, { name: 'Ada' })).toEqual({
      name: 'Ada',
      message: 'Savings: $120,000 a year.',
    })
  })

  it('keeps what the visitor typed, after the line from the link', () => {
    expect(contactStartValues({ topic: 'Sales AI demo' }, { message: 'We have 40 reps in the field.' })).toEqual({
      message: "I'd like to talk about: Sales AI demo.\n\nWe have 40 reps in the field.",
    })
  })

  it('does not repeat the line when the draft already holds it (a reload of the same link)', () => {
    const draft = { message: "I'd like to talk about: Sales AI demo.\n\nWe have 40 reps." }
    expect(contactStartValues({ topic: 'Sales AI demo' }, draft)).toEqual(draft)
  })
})
