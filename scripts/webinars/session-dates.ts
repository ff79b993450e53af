/**
 * Expands each webinar series (src/content/webinar-series.ts) into its sessions, at build
 * time: the RFC 5545 rule through `rrule`, each wall-clock time turned into an instant in
 * the series' zone by Intl (src/content/zoned-time.ts). vite.config.ts compiles the result
 * into the pages (`__WEBINAR_SESSIONS__`), so the browser loads neither `rrule` nor Intl's
 * zone data for it: a page reads a list of dates and picks the next by the visitor's clock.
 *
 * The rule runs on "floating" wall-clock times (each read as if it were UTC), so a session at
 * 11:00 stays at 11:00 local time across a change to or from daylight time; only then is the
 * zone applied. rrule's own `tzid` would convert through the host's zone instead.
 */
import { createRequire } from 'node:module'
import type * as RRuleModule from 'rrule'
import type { SessionCalendar, SeriesSessions, WebinarSeries } from '../../src/content/webinar-series.ts'
import { computeZonedIso, computeZoneName } from '../../src/content/zoned-time.ts'

// rrule's ES build has no "exports" map, so Node loads its CommonJS build: required as such, with the ES build's types.
const { RRule } = createRequire(import.meta.url)('rrule') as typeof RRuleModule

/** How far ahead a series without an end is listed: a build stays true for two years. */
export const OPEN_SERIES_HORIZON_MS = 2 * 366 * 24 * 60 * 60 * 1000

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A wall-clock time read as if it were UTC (rrule's floating time). */
function floating(wallClock: string, where: string): Date {
  const match = WALL_CLOCK.exec(wallClock)
  if (!match) throw new Error(`${where}: "${wallClock}" must look like 2025-06-01T11:00`)
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number]
  return new Date(Date.UTC(year, month - 1, day, hours, minutes))
}

const wallClockOf = (date: Date) => date.toISOString().slice(0, 16)

/** The last floating moment of `endsOn` (its whole day counts), or of the horizon for a series without an end. */
function lastMoment(series: WebinarSeries, buildTime: number): Date {
  const { endsOn } = series.schedule
  if (!endsOn) return new Date(buildTime + OPEN_SERIES_HORIZON_MS)
  const match = DAY.exec(endsOn)
  if (!match) throw new Error(`Webinar series ${series.slug}: endsOn "${endsOn}" must look like 2028-06-30`)
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59))
}

/** Every session of a series as wall-clock times, soonest first (throws, naming the series, on a schedule it cannot read). */
export function sessionWallClocks(series: WebinarSeries, buildTime: number): string[] {
  const where = `Webinar series ${series.slug}`
  const until = lastMoment(series, buildTime)
  const starts = new Set(series.schedule.sessions.map((session) => wallClockOf(floating(session, where))))
  const { repeats } = series.schedule
  if (repeats) {
    if (/(^|;)(DTSTART|UNTIL)=/i.test(repeats.rule)) throw new Error(`${where}: the rule takes no DTSTART or UNTIL (use repeats.from and endsOn)`)
    const from = floating(repeats.from, where)
    let dates: Date[]
    try {
      dates = new RRule({ ...RRule.parseString(repeats.rule), dtstart: from, until }).all()
    } catch (error) {
      throw new Error(`${where}: "${repeats.rule}" is not an RFC 5545 rule (${error instanceof Error ? error.message : String(error)})`)
    }
    if (dates[0]?.getTime() !== from.getTime()) throw new Error(`${where}: ${repeats.from} is not a session of its own rule "${repeats.rule}"`)
    for (const date of dates) starts.add(wallClockOf(date))
  }
  for (const recorded of series.recorded) {
    if (!starts.has(recorded)) throw new Error(`${where}: the recorded session ${recorded} is not one of its sessions`)
  }
  return [...starts].filter((start) => floating(start, where) <= until).sort()
}

/** A series' sessions as the pages read them: each start with its offset, and the zone's name for each offset. */
export function seriesSessions(series: WebinarSeries, buildTime: number): SeriesSessions {
  const starts = sessionWallClocks(series, buildTime).map((wallClock) => computeZonedIso(wallClock, series.timeZone))
  const zoneNames: Record<string, string> = {}
  for (const start of starts) zoneNames[start.slice(19)] ??= computeZoneName(start.slice(0, 16), series.timeZone)
  return { starts, zoneNames }
}

/** Every series' sessions, by slug (what `__WEBINAR_SESSIONS__` holds). */
export function sessionCalendar(list: readonly WebinarSeries[], buildTime: number): SessionCalendar {
  const slugs = new Set<string>()
  return Object.fromEntries(
    list.map((series) => {
      if (slugs.has(series.slug)) throw new Error(`Webinar series ${series.slug}: two series share this slug`)
      slugs.add(series.slug)
      return [series.slug, seriesSessions(series, buildTime)]
    }),
  )
}
