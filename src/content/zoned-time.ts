/**
 * Wall-clock times in a time zone: the UTC instant they fall on, ISO 8601 with their offset,
 * and the zone's short name, all from Intl's zone data.
 *
 * The first Intl.DateTimeFormat a page creates costs ~12 ms (~50 ms on a slow phone) while ICU
 * loads its zone data, so the webinars' sessions are resolved by the build
 * (scripts/webinars/session-dates.ts): in the browser only a registration link to a session the
 * site does not list (its calendar file, after hydration) comes here.
 */

/**
 * The zone's short name at a wall-clock time as US English writes it: 'PDT' on a June day
 * in America/Los_Angeles, 'PST' in December.
 */
export function computeZoneName(wallClock: string, timeZone: string): string {
  const instant = utcInstant(wallClock, timeZone)
  if (!instant) throw new Error(`${wallClock}: not a time in ${timeZone}`)
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(instant)
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

/** The UTC instant (ms) of a wall-clock time in a zone. */
export function zonedInstant(wallClock: string, timeZone: string, addMinutes = 0): number {
  return Date.parse(computeZonedIso(wallClock, timeZone, addMinutes))
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** One formatter per zone: creating one is costly, using it is not. */
const formatters = new Map<string, Intl.DateTimeFormat>()

/** Reads an instant as the zone's wall clock (throws a RangeError for an unknown zone). */
function wallClockIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** How far the zone's clock is ahead of UTC at this instant, in ms (negative west of Greenwich). */
function zoneOffsetMs(formatter: Intl.DateTimeFormat, instant: number): number {
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(formatter.formatToParts(instant).find((p) => p.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wall - (instant - (((instant % 1000) + 1000) % 1000))
}

/**
 * The UTC instant at which the clocks of `timeZone` show `localDateTime`
 * ('2025-06-01T11:00'), with the zone's own offset rules from Intl (daylight time
 * included); null for an unreadable or impossible date or an unknown zone. The offset
 * at the wall time read as UTC is at most a day off the real one; looking again at the
 * instant that gives settles a change of offset in between.
 */
export function utcInstant(localDateTime: string, timeZone: string): Date | null {
  const match = WALL_CLOCK.exec(localDateTime)
  if (!match) return null
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number]
  const wall = Date.UTC(year, month - 1, day, hours, minutes)
  const asDate = new Date(wall)
  // "June 31" rolls over into July: not a real date.
  if (asDate.getUTCMonth() !== month - 1 || asDate.getUTCDate() !== day || hours > 23 || minutes > 59) return null
  let formatter: Intl.DateTimeFormat
  try {
    formatter = wallClockIn(timeZone)
  } catch {
    return null
  }
  const guess = wall - zoneOffsetMs(formatter, wall)
  return new Date(wall - zoneOffsetMs(formatter, guess))
}

/** A wall-clock time in a zone ('2025-06-01T11:00', 'America/Los_Angeles'), shifted by some minutes, as ISO 8601 with its offset ('2025-06-01T11:00:00-07:00'). */
export function computeZonedIso(wallClock: string, timeZone: string, addMinutes = 0): string {
  const match = WALL_CLOCK.exec(wallClock)
  if (!match) throw new Error(`${wallClock}: expected YYYY-MM-DDTHH:MM`)
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number]
  const wall = Date.UTC(year, month - 1, day, hours, minutes + addMinutes)
  const local = new Date(wall).toISOString().slice(0, 16)
  const instant = utcInstant(local, timeZone)
  if (!instant) throw new Error(`${wallClock}: not a time in ${timeZone}`)
  const offset = Math.round((wall - instant.getTime()) / 60_000)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `${local}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}
