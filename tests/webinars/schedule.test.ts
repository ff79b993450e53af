import { describe, expect, it } from 'vitest'
import { hasStarted, listSeries, nextSession, registrationSearch, splitSessions, webinars, type Series } from '~/content/webinars'
import { webinarSeries, type WebinarSeries } from '~/content/webinar-series'
import { sessionHasPassed } from '~/features/lead-capture/webinar-session'
import { event } from '~/head/structured-data'
import { OPEN_SERIES_HORIZON_MS, sessionCalendar, sessionWallClocks } from '../../scripts/webinars/session-dates'

const utc = (iso: string) => Date.parse(iso)
const built = utc('2026-11-29T12:00:00Z')

/** A series in Los Angeles unless told otherwise, as an agency would write it. */
function seriesOf(schedule: WebinarSeries['schedule'], more: Partial<WebinarSeries> = {}): WebinarSeries {
  return { ...webinarSeries[0]!, slug: 'test', schedule, recorded: [], ...more }
}

/** The series with its sessions, as the pages get them from the build. */
function listed(series: WebinarSeries, buildTime = built): Series {
  return listSeries([series], sessionCalendar([series], buildTime))[0]!
}

describe('a series expanded from its RFC 5545 rule', () => {
  const monthly = seriesOf({ sessions: [], repeats: { from: '2027-01-05T11:00', rule: 'FREQ=MONTHLY;BYDAY=1TU' }, endsOn: '2027-06-30' })

  it('keeps the local time across the change to daylight time (14 March 2027 in Los Angeles)', () => {
    const series = listed(monthly)
    const march = nextSession(series, utc('2027-02-10T00:00:00Z'))!
    expect([march.date, march.time, march.startIso]).toEqual(['March 2, 2027', '11:00 AM PST', '2027-03-02T11:00:00-08:00'])
    expect(new Date(march.startsAtMs).toISOString()).toBe('2027-03-02T19:00:00.000Z')
    // Once the March session has started, the next is in April: same 11:00 on the clock, an hour earlier in UTC.
    const april = nextSession(series, march.startsAtMs)!
    expect([april.date, april.time, april.startIso]).toEqual(['April 6, 2027', '11:00 AM PDT', '2027-04-06T11:00:00-07:00'])
    expect(new Date(april.startsAtMs).toISOString()).toBe('2027-04-06T18:00:00.000Z')
    expect(april.endIso).toBe('2027-04-06T12:00:00-07:00')
    // A minute before the start it is still the next one.
    expect(nextSession(series, march.startsAtMs - 60_000)).toBe(march)
  })

  it('follows the zone of its own series: Berlin changes clocks on another day (28 March 2027; US English names its zone by offset)', () => {
    const berlin = listed(seriesOf({ sessions: [], repeats: { from: '2027-03-21T17:00', rule: 'FREQ=WEEKLY;BYDAY=SU' }, endsOn: '2027-04-04' }, { timeZone: 'Europe/Berlin' }))
    expect(berlin.sessions.map((w) => `${w.date} ${w.time} ${new Date(w.startsAtMs).toISOString()}`)).toEqual([
      'March 21, 2027 5:00 PM GMT+1 2027-03-21T16:00:00.000Z',
      'March 28, 2027 5:00 PM GMT+2 2027-03-28T15:00:00.000Z',
      'April 4, 2027 5:00 PM GMT+2 2027-04-04T15:00:00.000Z',
    ])
  })

  it('ends by its date: the last session is on or before endsOn, then there is no next one', () => {
    const series = listed(monthly)
    expect(series.sessions.map((w) => w.date)).toEqual(['January 5, 2027', 'February 2, 2027', 'March 2, 2027', 'April 6, 2027', 'May 4, 2027', 'June 1, 2027'])
    const last = series.sessions.at(-1)!
    expect(nextSession(series, last.startsAtMs - 1)).toBe(last)
    expect(nextSession(series, last.startsAtMs)).toBeUndefined()
    // The whole last day counts.
    expect(sessionWallClocks(seriesOf({ ...monthly.schedule, endsOn: '2027-06-01' }), built).at(-1)).toBe('2027-06-01T11:00')
    expect(sessionWallClocks(seriesOf({ ...monthly.schedule, endsOn: '2027-05-31' }), built).at(-1)).toBe('2027-05-04T11:00')
  })

  it('lists a series without an end for two years after the build', () => {
    const open = sessionWallClocks(seriesOf({ sessions: [], repeats: { from: '2026-12-01T11:00', rule: 'FREQ=MONTHLY;BYDAY=1TU' } }), built)
    expect(open[0]).toBe('2026-12-01T11:00')
    expect(Date.parse(`${open.at(-1)}Z`)).toBeLessThanOrEqual(built + OPEN_SERIES_HORIZON_MS)
    expect(open).toHaveLength(24)
  })

  it('refuses a schedule it cannot keep, naming the series', () => {
    expect(() => sessionWallClocks(seriesOf({ sessions: [], repeats: { from: '2027-01-06T11:00', rule: 'FREQ=MONTHLY;BYDAY=1TU' } }), built)).toThrow(
      /test: 2027-01-06T11:00 is not a session of its own rule/,
    )
    expect(() => sessionWallClocks(seriesOf({ sessions: [], repeats: { from: '2027-01-05T11:00', rule: 'FREQ=MONTHLY;UNTIL=20271231T000000Z' } }), built)).toThrow(/no DTSTART or UNTIL/)
    expect(() => sessionWallClocks(seriesOf({ sessions: [], repeats: { from: '2027-01-05T11:00', rule: 'FREQ=SOMETIMES' } }), built)).toThrow(/not an RFC 5545 rule/)
    expect(() => sessionWallClocks(seriesOf({ sessions: ['June 1'] }), built)).toThrow(/must look like 2025-06-01T11:00/)
    expect(() => sessionWallClocks(seriesOf({ sessions: ['2027-01-05T11:00'] }, { recorded: ['2027-01-06T11:00'] }), built)).toThrow(/recorded session 2027-01-06T11:00 is not one of its sessions/)
  })
})

describe('one-off sessions', () => {
  it('lists sessions without a rule, soonest first, and ends the series after the last', () => {
    const series = listed(seriesOf({ sessions: ['2027-05-12T09:00', '2027-02-10T09:00'] }))
    expect(series.sessions.map((w) => `${w.date} ${w.time}`)).toEqual(['February 10, 2027 9:00 AM PST', 'May 12, 2027 9:00 AM PDT'])
    expect(nextSession(series, utc('2027-03-01T00:00:00Z'))?.date).toBe('May 12, 2027')
    expect(nextSession(series, utc('2027-06-01T00:00:00Z'))).toBeUndefined()
  })

  it('adds one-off dates to a rule, once each', () => {
    const clocks = sessionWallClocks(seriesOf({ sessions: ['2027-01-20T11:00', '2027-02-02T11:00'], repeats: { from: '2027-01-05T11:00', rule: 'FREQ=MONTHLY;BYDAY=1TU' }, endsOn: '2027-02-28' }), built)
    expect(clocks).toEqual(['2027-01-05T11:00', '2027-01-20T11:00', '2027-02-02T11:00'])
  })
})

describe("the site's series", () => {
  it('begin with the recorded sessions of June 2025 and meet in the first week of every month until June 2028', () => {
    for (const series of webinars) {
      expect(series.sessions[0]?.recorded, series.slug).toBe(true)
      expect(series.sessions[0]?.date).toMatch(/^June \d+, 2025$/)
      expect(series.sessions.slice(1).every((w) => Number(/ (\d+),/.exec(w.date)?.[1]) <= 7)).toBe(true)
      expect(series.sessions.at(-1)?.date).toMatch(/^June \d, 2028$/)
    }
  })

  it('are the calendar the build compiled into the pages', () => {
    expect(__WEBINAR_SESSIONS__).toEqual(sessionCalendar(webinarSeries, __BUILD_TIME__))
  })

  it('give the next session of each series (soonest first) and the recorded ones that have run (latest first)', () => {
    const { upcoming, past } = splitSessions(webinars, utc('2027-02-03T00:00:00Z'))
    expect(upcoming.map((w) => `${w.title}: ${w.date}`)).toEqual([
      'Sales AI Your Reps Will Actually Use: February 3, 2027',
      'Support Automation Without Losing the Human Touch: February 4, 2027',
      'From Pilot to Production: The AI Implementation Playbook: March 2, 2027',
    ])
    expect(past.map((w) => w.date)).toEqual(['June 30, 2025', 'June 15, 2025', 'June 1, 2025'])
    expect(splitSessions(webinars, utc('2025-05-01T00:00:00Z')).past).toEqual([])
    expect(splitSessions(webinars, utc('2028-07-01T00:00:00Z')).upcoming).toEqual([])
  })

  it('move a session to the past at the moment it starts in its own zone (11:00 PDT is 18:00 UTC)', () => {
    const june = webinars[0]!.sessions[0]!
    expect(hasStarted(june, utc('2025-06-01T17:59:59.999Z'))).toBe(false)
    expect(hasStarted(june, utc('2025-06-01T18:00:00Z'))).toBe(true)
  })
})

describe('a registration link for a session that has passed', () => {
  const first = webinars[0]!.sessions[0]!

  it('knows a listed session by its title and date, old "PST" links included', () => {
    const oldLink = { title: first.title, date: 'June 1, 2025', time: '11:00 AM PST' }
    expect(sessionHasPassed(oldLink, utc('2025-06-01T17:59:00Z'))).toBe(false)
    expect(sessionHasPassed(oldLink, utc('2025-06-01T18:00:00Z'))).toBe(true)
    const february = { title: first.title, date: 'February 2, 2027', time: '11:00 AM PST' }
    expect(sessionHasPassed(february, utc('2027-02-02T18:59:00Z'))).toBe(false)
    expect(sessionHasPassed(february, utc('2027-02-02T19:00:00Z'))).toBe(true)
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
  const february = nextSession(webinars[0]!, utc('2027-01-31T00:00:00Z'))!

  it('offers a free seat for a session still to come, with its start and end in its own zone', () => {
    const data = event(february, registrationSearch, utc('2027-01-31T00:00:00Z'))
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled')
    expect(data.offers).toMatchObject({ price: 0, availability: 'https://schema.org/InStock', url: expect.stringContaining('date=February+2%2C+2027') })
    expect([data.startDate, data.endDate]).toEqual(['2027-02-02T11:00:00-08:00', '2027-02-02T12:00:00-08:00'])
  })

  it('offers no seat for a session that has taken place, and points at the recordings', () => {
    const data = event(webinars[0]!.sessions[0]!, registrationSearch, utc('2026-11-25T00:00:00Z'))
    expect(data).not.toHaveProperty('offers')
    expect(data.location).toMatchObject({ url: expect.stringMatching(/\/webinars#on-demand$/) })
    expect(data.startDate).toBe('2025-06-01T11:00:00-07:00')
  })
})
