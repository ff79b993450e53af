import { describe, expect, it } from 'vitest'
import { calendarFileName, sessionStart, webinarCalendarFile } from '~/features/lead-capture/calendar-file'

const options = { organiser: 'Meridian AI', host: 'meridian-ai.example', now: new Date('2025-05-20T09:30:15Z') }
const startOf = (date: string, time: string) => sessionStart({ date, time })?.toISOString() ?? null

describe('when a session starts', () => {
  it('reads a June "PST" session as Pacific local time, which is daylight time (UTC-7)', () => {
    expect(startOf('June 1, 2025', '11:00 AM PST')).toBe('2025-06-01T18:00:00.000Z')
    expect(startOf('June 15, 2025', '10:00 AM PST')).toBe('2025-06-15T17:00:00.000Z')
    expect(startOf('June 30, 2025', '11:00 AM PDT')).toBe('2025-06-30T18:00:00.000Z')
  })

  it('reads a winter session as Pacific standard time (UTC-8)', () => {
    expect(startOf('January 20, 2026', '1:30 PM PST')).toBe('2026-01-20T21:30:00.000Z')
  })

  it('switches to daylight time on the second Sunday of March and back on the first Sunday of November', () => {
    // 2025: daylight time from March 9 to November 2.
    expect(startOf('March 8, 2025', '10:00 AM PST')).toBe('2025-03-08T18:00:00.000Z')
    expect(startOf('March 9, 2025', '10:00 AM PST')).toBe('2025-03-09T17:00:00.000Z')
    expect(startOf('November 1, 2025', '10:00 AM PST')).toBe('2025-11-01T17:00:00.000Z')
    expect(startOf('November 2, 2025', '10:00 AM PST')).toBe('2025-11-02T18:00:00.000Z')
  })

  it('handles noon, midnight, other US zones and UTC', () => {
    expect(startOf('June 1, 2025', '12:00 PM PT')).toBe('2025-06-01T19:00:00.000Z')
    expect(startOf('June 1, 2025', '12:15 AM PST')).toBe('2025-06-01T07:15:00.000Z')
    expect(startOf('June 1, 2025', '11:00 AM ET')).toBe('2025-06-01T15:00:00.000Z')
    expect(startOf('June 1, 2025', '11:00 AM UTC')).toBe('2025-06-01T11:00:00.000Z')
  })

  it('gives no time for text it cannot read rather than a wrong one', () => {
    expect(startOf('soon', '11:00 AM PST')).toBeNull()
    expect(startOf('June 1, 2025', '')).toBeNull()
    expect(startOf('June 31, 2025', '11:00 AM PST')).toBeNull()
    expect(startOf('June 1, 2025', '13:00 PM PST')).toBeNull()
    expect(startOf('June 1, 2025', '11:00 AM CEST')).toBeNull()
  })
})

describe('calendar file', () => {
  it('writes one event with UTC start and end, the title and a unique id', () => {
    const ics = webinarCalendarFile({ title: 'Sales AI, live', date: 'June 30, 2025', time: '11:00 AM PST' }, { ...options, durationMinutes: 45 })
    expect(ics?.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Meridian AI//Webinars//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:20250630T180000Z-sales-ai-live@meridian-ai.example',
      'DTSTAMP:20250520T093015Z',
      'DTSTART:20250630T180000Z',
      'DTEND:20250630T184500Z',
      'SUMMARY:Sales AI\\, live',
      'DESCRIPTION:Live webinar by Meridian AI. The joining link is in your confir',
      ' mation email.',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })

  it('lasts an hour unless told otherwise', () => {
    const ics = webinarCalendarFile({ title: 'T', date: 'June 1, 2025', time: '11:00 AM PST' }, options)
    expect(ics).toContain('DTEND:20250601T190000Z')
  })

  it('folds long lines at 75 octets', () => {
    const ics = webinarCalendarFile({ title: 'Ä'.repeat(120), date: 'June 1, 2025', time: '11:00 AM PST' }, options) ?? ''
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${'Ä'.repeat(120)}`)
  })

  it('offers no file when the date or time cannot be read', () => {
    expect(webinarCalendarFile({ title: 'T', date: 'soon', time: '11:00 AM' }, options)).toBeNull()
    expect(webinarCalendarFile({ title: 'T', date: 'June 1, 2025', time: '' }, options)).toBeNull()
  })

  it('names the download after the session', () => {
    expect(calendarFileName({ title: 'Sales AI Your Reps Will Actually Use' })).toBe('sales-ai-your-reps-will-actually-use.ics')
    expect(calendarFileName({ title: '<script>' })).toBe('script.ics')
    expect(calendarFileName({ title: '???' })).toBe('webinar.ics')
  })
})
