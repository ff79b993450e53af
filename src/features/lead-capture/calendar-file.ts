import { createEvent, type EventAttributes } from 'ics'
import { seriesTitled, sessionNamed, webinars, type Series } from '~/content/webinars'
import { utcInstant } from '~/head/zoned-time'
import type { WebinarSession } from './email-params'

/** When a session runs: a wall-clock start in an IANA zone, and its length. */
export interface SessionSchedule {
  /** ISO 8601 local date-time without an offset: '2025-06-01T11:00'. */
  startsAt: string
  timeZone: string
  durationMinutes: number
}

const monthNames = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** The US zone names sessions are announced in; PST, PDT and PT all mean Pacific local time. */
const usZones: Record<string, string> = { P: 'America/Los_Angeles', M: 'America/Denver', C: 'America/Chicago', E: 'America/New_York' }

/**
 * The zone a time's suffix names. Sessions are announced as e.g. "11:00 AM PST" all
 * year and a June session is meant in Pacific local time, so the standard and daylight
 * names (and none at all) mean the zone's local time; "UTC"/"GMT" mean UTC.
 */
function zoneNamed(name: string): string | null {
  const upper = name.toUpperCase()
  if (upper === 'UTC' || upper === 'GMT') return 'UTC'
  if (upper === '') return usZones.P ?? null
  const letter = /^([PMCE])[SD]?T$/.exec(upper)?.[1]
  return letter ? (usZones[letter] ?? null) : null
}

/** The start from texts like "June 1, 2025" and "11:00 AM PST" (a link to an unlisted session); null when unreadable. */
function startFromText(session: Pick<WebinarSession, 'date' | 'time'>): Omit<SessionSchedule, 'durationMinutes'> | null {
  const date = /^([a-z]+)\s+(\d{1,2}),?\s*(\d{4})$/i.exec(session.date.trim())
  const time = /^(\d{1,2}):(\d{2})\s*(AM|PM)\s*([A-Z]{0,4})$/i.exec(session.time.trim())
  if (!date || !time) return null
  const month = monthNames.indexOf(date[1]!.toLowerCase()) + 1
  const clockHours = Number(time[1])
  const timeZone = zoneNamed(time[4] ?? '')
  if (month === 0 || clockHours < 1 || clockHours > 12 || !timeZone) return null
  const hours = (clockHours % 12) + (time[3]!.toUpperCase() === 'PM' ? 12 : 0)
  const pad = (n: number | string) => String(n).padStart(2, '0')
  return { startsAt: `${date[3]}-${pad(month)}-${pad(date[2]!)}T${pad(hours)}:${time[2]}`, timeZone }
}

/**
 * When the registered session runs. A registration link carries only the title, date
 * and time texts: a listed session (the same three texts its Register Now link sends)
 * gives its series' schedule; any other link is read from its texts, lasting as long as
 * the series of that title, or an hour.
 */
export function sessionSchedule(session: WebinarSession, listed: readonly Series[] = webinars): SessionSchedule | null {
  const webinar = sessionNamed(session, listed)
  if (webinar && webinar.time === session.time) return { startsAt: webinar.startsAt, timeZone: webinar.timeZone, durationMinutes: webinar.durationMinutes }
  const start = startFromText(session)
  if (!start) return null
  return { ...start, durationMinutes: seriesTitled(session.title, listed)?.durationMinutes ?? 60 }
}

export interface CalendarFileOptions {
  /** Shown as the calendar's producer and in the description. */
  organiser: string
  /** The site's host name, which makes the event's UID globally unique. */
  host: string
  /** When the file is made (DTSTAMP). */
  now?: Date
}

const slugOf = (title: string) =>
  title
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60)

/** An iCalendar (RFC 5545) file for the session, written by `ics`; null when its date or time cannot be read. */
export function webinarCalendarFile(session: WebinarSession, options: CalendarFileOptions): string | null {
  const schedule = sessionSchedule(session)
  const start = schedule && utcInstant(schedule.startsAt, schedule.timeZone)
  if (!schedule || !start) return null
  // `timestamp` (DTSTAMP) is read by ics but missing from its types.
  const event: EventAttributes & { timestamp: number } = {
    productId: `-//${options.organiser}//Webinars//EN`,
    uid: `${start.toISOString().replace(/[-:]|\.\d{3}/g, '')}-${slugOf(session.title) || 'webinar'}@${options.host}`,
    timestamp: (options.now ?? new Date()).getTime(),
    start: start.getTime(),
    end: start.getTime() + schedule.durationMinutes * 60_000,
    title: session.title,
    description: `Live webinar by ${options.organiser}. The joining link is in your confirmation email.`,
  }
  return createEvent(event).value
}

/** A file name for the download, from the session title. */
export function calendarFileName(session: Pick<WebinarSession, 'title'>): string {
  return `${slugOf(session.title) || 'webinar'}.ics`
}
