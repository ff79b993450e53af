import { describe, expect, it } from 'vitest'
import { hasStarted, splitSessions, webinars, type Webinar } from '~/content/webinars'
import { computeZoneName, zonedInstant, zoneName } from '~/content/zoned-time'
import { sessionHasPassed } from '~/features/lead-capture/webinar-session'
import { event } from '~/head/structured-data'
import { registrationSearch } from '~/content/webinars'

/** A session as the content lists it, at a wall-clock time in Los Angeles. */
function session(slug: string, startsAt: string, timeZone = 'America/Los_Angeles'): Webinar {
  const base = webinars[0]!
  return { ...base, slug, title: `Session ${slug}`, startsAt, timeZone, startsAtMs: zonedInstant(startsAt, timeZone) }
}

const utc = (iso: string) => Date.parse(iso)

describe('webinar times', () => {
  it('names the zone right for the date: PDT in June, PST in December', () => {
    expect(webinars.map((w) => w.time)).toEqual(['11:00 AM PDT', '10:00 AM PDT', '11:00 AM PDT'])
    expect(computeZoneName('2025-06-01T11:00', 'America/Los_Angeles')).toBe('PDT')
    expect(computeZoneName('2025-12-10T11:00', 'America/Los_Angeles')).toBe('PST')
    expect(computeZoneName('2026-01-20T09:00', 'America/New_York')).toBe('EST')
  })

  it('names the zone on the clock-change days of America/Los_Angeles (8 March and 1 November 2026)', () => {
    expect(zoneName('2026-03-08T01:30', 'America/Los_Angeles')).toBe('PST')
    expect(zoneName('2026-03-08T03:00', 'America/Los_Angeles')).toBe('PDT')
    expect(zoneName('2026-11-01T00:30', 'America/Los_Angeles')).toBe('PDT')
    expect(zoneName('2026-11-01T03:00', 'America/Los_Angeles')).toBe('PST')
  })

  it('takes the zone names of the listed sessions from the build, as Intl gives them', () => {
    for (const webinar of webinars) expect(__ZONED_TIMES__[`${webinar.startsAt}|${webinar.timeZone}|0|name`]).toBe(computeZoneName(webinar.startsAt, webinar.timeZone))
  })
})

describe('upcoming or past', () => {
  it('moves a session to the past at the moment it starts in its own zone (11:00 PDT is 18:00 UTC)', () => {
    const june = session('june', '2025-06-01T11:00')
    expect(hasStarted(june, utc('2025-06-01T17:59:59.999Z'))).toBe(false)
    expect(hasStarted(june, utc('2025-06-01T18:00:00Z'))).toBe(true)
  })

  it('splits around the start on the spring-forward day (10:00 PDT on 8 March 2026 is 17:00 UTC)', () => {
    const spring = session('spring', '2026-03-08T10:00')
    const { upcoming: before } = splitSessions([spring], utc('2026-03-08T16:59:00Z'))
    expect(before.map((w) => w.slug)).toEqual(['spring'])
    const { upcoming, past } = splitSessions([spring], utc('2026-03-08T17:00:00Z'))
    expect(upcoming).toEqual([])
    expect(past.map((w) => w.slug)).toEqual(['spring'])
    // An hour earlier on the clock: 01:30 that morning is still standard time (09:30 UTC).
    expect(hasStarted(session('early', '2026-03-08T01:30'), utc('2026-03-08T09:29:00Z'))).toBe(false)
    expect(hasStarted(session('early', '2026-03-08T01:30'), utc('2026-03-08T09:30:00Z'))).toBe(true)
  })

  it('splits around the start on the fall-back day (10:00 PST on 1 November 2026 is 18:00 UTC)', () => {
    const fall = session('fall', '2026-11-01T10:00')
    expect(hasStarted(fall, utc('2026-11-01T17:59:00Z'))).toBe(false)
    expect(hasStarted(fall, utc('2026-11-01T17:00:00Z'))).toBe(false)
    expect(hasStarted(fall, utc('2026-11-01T18:00:00Z'))).toBe(true)
  })

  it('lists upcoming sessions soonest first and past ones latest first', () => {
    const now = utc('2025-06-20T00:00:00Z')
    const { upcoming, past } = splitSessions(webinars, now)
    expect(upcoming.map((w) => w.date)).toEqual(['June 30, 2025'])
    expect(past.map((w) => w.date)).toEqual(['June 15, 2025', 'June 1, 2025'])
    expect(splitSessions(webinars, utc('2025-05-01T00:00:00Z')).past).toEqual([])
    expect(splitSessions(webinars, utc('2026-11-25T12:00:00Z')).upcoming).toEqual([])
  })
})

describe('a registration link for a session that has passed', () => {
  const first = webinars[0]!

  it('knows a listed session by its title, old "PST" links included', () => {
    const oldLink = { title: first.title, date: 'June 1, 2025', time: '11:00 AM PST' }
    expect(sessionHasPassed(oldLink, utc('2025-06-01T17:59:00Z'))).toBe(false)
    expect(sessionHasPassed(oldLink, utc('2025-06-01T18:00:00Z'))).toBe(true)
  })

  it('reads an unlisted session from its date: past once that day is over everywhere', () => {
    const unlisted = { title: 'Scaling Sales with AI', date: 'June 15, 2025', time: '10:00 AM PST' }
    expect(sessionHasPassed(unlisted, utc('2025-06-16T11:59:00Z'))).toBe(false)
    expect(sessionHasPassed(unlisted, utc('2025-06-16T12:00:00Z'))).toBe(true)
  })

  it('keeps a link without a readable date open', () => {
    expect(sessionHasPassed({ title: 'Upcoming Webinar', date: '', time: '' }, utc('2030-01-01T00:00:00Z'))).toBe(false)
    expect(sessionHasPassed({ title: 'X', date: 'soon', time: '' }, utc('2030-01-01T00:00:00Z'))).toBe(false)
  })
})

describe('webinar structured data', () => {
  const first = webinars[0]!

  it('offers a free seat for a session still to come', () => {
    const data = event(first, registrationSearch, utc('2025-05-01T00:00:00Z'))
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled')
    expect(data.offers).toMatchObject({ price: 0, availability: 'https://schema.org/InStock' })
    expect(data.startDate).toBe('2025-06-01T11:00:00-07:00')
  })

  it('offers no seat for a session that has taken place, and points at the recordings', () => {
    const data = event(first, registrationSearch, utc('2026-11-25T00:00:00Z'))
    expect(data).not.toHaveProperty('offers')
    expect(data.location).toMatchObject({ url: expect.stringMatching(/\/webinars#on-demand$/) })
    expect(data.startDate).toBe('2025-06-01T11:00:00-07:00')
  })
})
