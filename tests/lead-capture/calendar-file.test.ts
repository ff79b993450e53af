import { describe, expect, it } from 'vitest'
import { webinars } from '~/content/webinars'

/** The first session of each series: June 2025. */
const firstSessions = webinars.map((series) => series.sessions[0]!)
import { calendarFileName, sessionSchedule, webinarCalendarFile } from '~/features/lead-capture/calendar-file'
import { utcInstant } from '~/head/zoned-time'
import type { WebinarSession } from '~/features/lead-capture/email-params'

const options = { organiser: 'Meridian AI', host: 'meridian-ai.example', now: new Date('2025-05-20T09:30:15Z') }
const at = (localDateTime: string, timeZone: string) => utcInstant(localDateTime, timeZone)?.toISOString() ?? null
/** When a registered session starts, in UTC. */
const sessionStart = (session: WebinarSession) => {
  const schedule = sessionSchedule(session)
  return schedule && at(schedule.startsAt, schedule.timeZone)
}
const startOf = (date: string, time: string) => sessionStart({ title: 'An unlisted session', date, time })
/** The lines of a file, long lines unfolded (RFC 5545: a continuation line starts with a space or a tab). */
const unfolded = (ics: string | null) => (ics ?? '').replace(/\r\n[ \t]/g, '').split('\r\n')

describe('a wall-clock time in a zone, in UTC (offsets from Intl)', () => {
  it('gives a June Pacific time as daylight time (UTC-7) and a winter one as standard time (UTC-8)', () => {
    expect(at('2025-06-01T11:00', 'America/Los_Angeles')).toBe('2025-06-01T18:00:00.000Z')
    expect(at('2026-01-20T13:30', 'America/Los_Angeles')).toBe('2026-01-20T21:30:00.000Z')
  })

  it('switches on the second Sunday of March and back on the first Sunday of November (US, 2025)', () => {
    expect(at('2025-03-08T10:00', 'America/Los_Angeles')).toBe('2025-03-08T18:00:00.000Z')
    expect(at('2025-03-09T10:00', 'America/Los_Angeles')).toBe('2025-03-09T17:00:00.000Z')
    expect(at('2025-11-01T10:00', 'America/Los_Angeles')).toBe('2025-11-01T17:00:00.000Z')
    expect(at('2025-11-02T10:00', 'America/Los_Angeles')).toBe('2025-11-02T18:00:00.000Z')
    // The hours next to the change itself (2:00 local).
    expect(at('2025-03-09T01:30', 'America/Los_Angeles')).toBe('2025-03-09T09:30:00.000Z')
    expect(at('2025-03-09T03:00', 'America/Los_Angeles')).toBe('2025-03-09T10:00:00.000Z')
    expect(at('2025-11-02T03:00', 'America/Los_Angeles')).toBe('2025-11-02T11:00:00.000Z')
  })

  it('follows any zone, east of Greenwich and across midnight too', () => {
    expect(at('2025-06-01T00:30', 'Europe/Berlin')).toBe('2025-05-31T22:30:00.000Z')
    expect(at('2025-12-31T23:00', 'Asia/Kolkata')).toBe('2025-12-31T17:30:00.000Z')
    expect(at('2025-06-01T11:00', 'UTC')).toBe('2025-06-01T11:00:00.000Z')
  })

  it('gives nothing for an impossible date or an unknown zone', () => {
    expect(at('2025-06-31T11:00', 'America/Los_Angeles')).toBeNull()
    expect(at('2025-06-01T24:00', 'America/Los_Angeles')).toBeNull()
    expect(at('June 1', 'America/Los_Angeles')).toBeNull()
    expect(at('2025-06-01T11:00', 'Pacific/Nowhere')).toBeNull()
  })
})

describe('when a registered session starts', () => {
  it('takes a listed session from its series\' schedule', () => {
    for (const webinar of firstSessions) {
      expect(sessionSchedule(webinar)).toEqual({ startsAt: webinar.startsAt, timeZone: webinar.timeZone, durationMinutes: webinar.durationMinutes })
    }
    // The spec's sessions: announced as "PST", held in June, so daylight time (UTC-7).
    expect(firstSessions.map(sessionStart)).toEqual([
      '2025-06-01T18:00:00.000Z',
      '2025-06-15T17:00:00.000Z',
      '2025-06-30T18:00:00.000Z',
    ])
  })

  it('reads a link to an unlisted session from its texts: "PST" in June is Pacific local time, so daylight time', () => {
    expect(startOf('June 1, 2025', '11:00 AM PST')).toBe('2025-06-01T18:00:00.000Z')
    expect(startOf('June 15, 2025', '10:00 AM PST')).toBe('2025-06-15T17:00:00.000Z')
    expect(startOf('June 30, 2025', '11:00 AM PDT')).toBe('2025-06-30T18:00:00.000Z')
  })

  it('reads a winter session as Pacific standard time (UTC-8)', () => {
    expect(startOf('January 20, 2026', '1:30 PM PST')).toBe('2026-01-20T21:30:00.000Z')
    expect(startOf('November 2, 2025', '10:00 AM PST')).toBe('2025-11-02T18:00:00.000Z')
  })

  it('handles noon, midnight, other US zones and UTC', () => {
    expect(startOf('June 1, 2025', '12:00 PM PT')).toBe('2025-06-01T19:00:00.000Z')
    expect(startOf('June 1, 2025', '12:15 AM PST')).toBe('2025-06-01T07:15:00.000Z')
    expect(startOf('June 1, 2025', '11:00 AM ET')).toBe('2025-06-01T15:00:00.000Z')
    expect(startOf('January 5, 2026', '11:00 AM CST')).toBe('2026-01-05T17:00:00.000Z')
    expect(startOf('June 1, 2025', '11:00 AM UTC')).toBe('2025-06-01T11:00:00.000Z')
  })

  it('gives no time for text it cannot read rather than a wrong one', () => {
    expect(startOf('soon', '11:00 AM PST')).toBeNull()
    expect(startOf('June 1, 2025', '')).toBeNull()
    expect(startOf('June 31, 2025', '11:00 AM PST')).toBeNull()
    expect(startOf('June 1, 2025', '13:00 PM PST')).toBeNull()
    expect(startOf('June 1, 2025', '11:00 AM CEST')).toBeNull()
  })

  it('lasts as long as the listed webinar of that title, or an hour', () => {
    const listed = firstSessions[1]!
    expect(sessionSchedule({ title: listed.title, date: 'July 1, 2025', time: '9:00 AM PST' })?.durationMinutes).toBe(45)
    expect(sessionSchedule({ title: 'Sales AI', date: listed.date, time: listed.time })?.durationMinutes).toBe(60)
  })
})

describe('calendar file', () => {
  it('writes one event with UTC start and end, the title and a unique id', () => {
    const listed = firstSessions[1]!
    const ics = webinarCalendarFile({ title: listed.title, date: listed.date, time: listed.time }, options)
    expect(ics?.endsWith('\r\n')).toBe(true)
    expect(unfolded(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'PRODID:-//Meridian AI//Webinars//EN',
      'METHOD:PUBLISH',
      'X-PUBLISHED-TTL:PT1H',
      'BEGIN:VEVENT',
      'UID:20250615T170000Z-sales-ai-your-reps-will-actually-use@meridian-ai.example',
      'SUMMARY:Sales AI Your Reps Will Actually Use',
      'DTSTAMP:20250520T093015Z',
      'DTSTART:20250615T170000Z',
      'DTEND:20250615T174500Z',
      'DESCRIPTION:Live webinar by Meridian AI. The joining link is in your confirmation email.',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })

  it('escapes text and lasts an hour for an unlisted session', () => {
    const lines = unfolded(webinarCalendarFile({ title: 'Sales AI, live; Q&A', date: 'June 30, 2025', time: '11:00 AM PST' }, options))
    expect(lines).toContain('SUMMARY:Sales AI\\, live\\; Q&A')
    expect(lines).toContain('DTSTART:20250630T180000Z')
    expect(lines).toContain('DTEND:20250630T190000Z')
  })

  it('folds long lines and keeps the whole title', () => {
    const ics = webinarCalendarFile({ title: 'Ä'.repeat(120), date: 'June 1, 2025', time: '11:00 AM PST' }, options) ?? ''
    for (const line of ics.split('\r\n')) expect([...line].length).toBeLessThanOrEqual(75)
    expect(unfolded(ics)).toContain(`SUMMARY:${'Ä'.repeat(120)}`)
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
