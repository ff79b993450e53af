import { describe, expect, it } from 'vitest'
import { sessionStart, webinarCalendarFile } from '~/features/lead-capture/calendar-file'
import { describeWhen, sessionFromSearch } from '~/features/lead-capture/webinar-session'

describe('webinar session from the URL', () => {
  it('defaults to "Upcoming Webinar" with no date or time', () => {
    expect(sessionFromSearch({})).toEqual({ title: 'Upcoming Webinar', date: '', time: '' })
  })

  it('never leaves a dangling "at"', () => {
    expect(describeWhen({ date: 'June 1, 2025', time: '11:00 AM PST' })).toBe('June 1, 2025 at 11:00 AM PST')
    expect(describeWhen({ date: 'June 1, 2025', time: '' })).toBe('June 1, 2025')
    expect(describeWhen({ date: '', time: '11:00 AM PST' })).toBe('11:00 AM PST')
    expect(describeWhen({ date: '', time: '' })).toBe('')
  })
})

describe('calendar file', () => {
  it('reads a June session as Pacific daylight time', () => {
    expect(sessionStart({ date: 'June 1, 2025', time: '11:00 AM PST' })?.toISOString()).toBe('2025-06-01T18:00:00.000Z')
    expect(sessionStart({ date: 'June 15, 2025', time: '10:00 AM PST' })?.toISOString()).toBe('2025-06-15T17:00:00.000Z')
  })

  it('reads a winter session as Pacific standard time', () => {
    expect(sessionStart({ date: 'January 20, 2026', time: '1:30 PM PST' })?.toISOString()).toBe('2026-01-20T21:30:00.000Z')
  })

  it('writes an event with the session title, start and one-hour end', () => {
    const ics = webinarCalendarFile({ title: 'Sales AI, live', date: 'June 30, 2025', time: '11:00 AM PST' }, 'Meridian AI')
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain('DTSTART:20250630T180000Z')
    expect(ics).toContain('DTEND:20250630T190000Z')
    expect(ics).toContain('SUMMARY:Sales AI\\, live')
  })

  it('offers no file when the date or time cannot be read', () => {
    expect(webinarCalendarFile({ title: 'T', date: 'soon', time: '11:00 AM' }, 'X')).toBeNull()
    expect(webinarCalendarFile({ title: 'T', date: 'June 1, 2025', time: '' }, 'X')).toBeNull()
  })
})
