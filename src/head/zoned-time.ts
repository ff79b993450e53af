/**
 * Wall-clock times in a time zone as ISO 8601 with their UTC offset, for structured data.
 *
 * The offset comes from Intl, and the first Intl.DateTimeFormat a page creates costs ~12 ms
 * (~50 ms on a slow phone) while ICU loads its zone data. The build therefore resolves the
 * times the site's own content needs (vite.config.ts, `__ZONED_TIMES__`): in the browser
 * those are a lookup, and only a time the build did not see pays for Intl.
 */

/** The lookup key of one wall-clock time in one zone, shifted by some minutes. */
export function zonedTimeKey(wallClock: string, timeZone: string, addMinutes = 0): string {
  return `${wallClock}|${timeZone}|${addMinutes}`
}

/** The build's answers for the given times, keyed by `zonedTimeKey` (what `__ZONED_TIMES__` holds). */
export function resolveZonedTimes(times: readonly (readonly [wallClock: string, timeZone: string, addMinutes?: number])[]): Record<string, string> {
  return Object.fromEntries(times.map(([wallClock, timeZone, addMinutes = 0]) => [zonedTimeKey(wallClock, timeZone, addMinutes), computeZonedIso(wallClock, timeZone, addMinutes)]))
}

/** A wall-clock time in a zone ('2025-06-01T11:00', 'America/Los_Angeles') as ISO 8601 with its offset ('2025-06-01T11:00:00-07:00'). */
export function zonedIso(wallClock: string, timeZone: string, addMinutes = 0): string {
  const resolved = typeof __ZONED_TIMES__ === 'undefined' ? undefined : __ZONED_TIMES__[zonedTimeKey(wallClock, timeZone, addMinutes)]
  return resolved ?? computeZonedIso(wallClock, timeZone, addMinutes)
}

/** One formatter per zone: creating one is costly, using it is not. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>()
function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone)
  if (!format) offsetFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })))
  return format
}

/** The UTC offset (minutes) of a time zone at an instant, read from Intl ('GMT-07:00'). */
function offsetMinutes(instant: number, timeZone: string): number {
  const name = offsetFormat(timeZone).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
}

/** `zonedIso` worked out with Intl. */
export function computeZonedIso(wallClock: string, timeZone: string, addMinutes = 0): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallClock)
  if (!match) throw new Error(`${wallClock}: expected YYYY-MM-DDTHH:MM`)
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number]
  const wall = Date.UTC(year, month - 1, day, hours, minutes + addMinutes)
  // The offset at the wall time read as UTC is right except within hours of a change; a second look settles it.
  const offset = offsetMinutes(wall - offsetMinutes(wall, timeZone) * 60_000, timeZone)
  const local = new Date(wall).toISOString().slice(0, 19)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}
