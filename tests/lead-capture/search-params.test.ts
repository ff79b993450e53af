import { describe, expect, it } from 'vitest'
import { parseContactSearch } from '~/features/lead-capture/search-params'
import { registeredSessionFrom, parseWebinarSearch } from '~/features/lead-capture/webinar-search'
import { describeWhen } from '~/features/lead-capture/webinar-session'

const registration = parseWebinarSearch

describe('webinar registration search params', () => {
  it("default to 'Upcoming Webinar' with an empty date and time", () => {
    expect(registration({})).toEqual({ title: 'Upcoming Webinar', date: '', time: '' })
    expect(registration({ title: '  ' })).toEqual({ title: 'Upcoming Webinar', date: '', time: '' })
  })

  it('keep the session from the link', () => {
    expect(registration({ title: 'Sales AI', date: 'June 15, 2025', time: '10:00 AM PST' })).toEqual({
      title: 'Sales AI',
      date: 'June 15, 2025',
      time: '10:00 AM PST',
    })
  })

  it('fall back instead of throwing for values that are not text', () => {
    expect(registration({ title: { a: 1 }, date: ['x'], time: null })).toEqual({ title: 'Upcoming Webinar', date: '', time: '' })
  })

  it('read numbers the router parsed from the URL as text', () => {
    expect(registration({ title: 2025, date: true })).toMatchObject({ title: '2025', date: 'true' })
  })

  it('cap the title at 120 characters and date and time at 40, without control characters', () => {
    const parsed = registration({ title: 'T'.repeat(500), date: 'D'.repeat(100), time: `11:00\nAM\u0000PST${' '.repeat(80)}x` })
    expect(parsed.title).toHaveLength(120)
    expect(parsed.date).toHaveLength(40)
    expect(parsed.time).toBe('11:00 AM PST')
  })

  it('keep markup as plain text (React shows it, never parses it)', () => {
    expect(registration({ title: '<script>alert(1)</script>' }).title).toBe('<script>alert(1)</script>')
  })
})

describe('the "date at time" line', () => {
  it('never leaves a dangling "at"', () => {
    expect(describeWhen({ date: 'June 1, 2025', time: '11:00 AM PST' })).toBe('June 1, 2025 at 11:00 AM PST')
    expect(describeWhen({ date: 'June 1, 2025', time: '' })).toBe('June 1, 2025')
    expect(describeWhen({ date: '', time: '11:00 AM PST' })).toBe('11:00 AM PST')
    expect(describeWhen({ date: '', time: '' })).toBe('')
  })
})

describe('contact search params', () => {
  it('are optional', () => {
    expect(parseContactSearch({})).toEqual({ topic: undefined, message: undefined })
  })

  it('cap the topic at 80 and the message at 2000 characters', () => {
    const parsed = parseContactSearch({ topic: 'x'.repeat(200), message: 'y'.repeat(3000) })
    expect(parsed.topic).toHaveLength(80)
    expect(parsed.message).toHaveLength(2000)
  })

  it('drop values that are not text instead of throwing', () => {
    expect(parseContactSearch({ topic: { nested: true }, message: [1] })).toEqual({ topic: undefined, message: undefined })
  })
})

describe('the session handed to the thank-you page', () => {
  it('is read from the history state when it is well-formed', () => {
    const session = { title: 'Sales AI', date: 'June 15, 2025', time: '10:00 AM PST' }
    expect(registeredSessionFrom({ webinarSession: session })).toEqual(session)
  })

  it('is ignored when missing or malformed', () => {
    expect(registeredSessionFrom({})).toBeNull()
    expect(registeredSessionFrom({ webinarSession: { title: 'x' } })).toBeNull()
    expect(registeredSessionFrom({ webinarSession: { title: 'x'.repeat(500), date: '', time: '' } })).toBeNull()
  })
})
