import type { WebinarSession } from './email-params'

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** Hours behind UTC in standard time for the US zone names sessions are announced in. */
const standardOffsets: Record<string, number> = { P: 8, M: 7, C: 6, E: 5 }

/** Day of the month of the nth Sunday (n = 1, 2) of a month. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay()
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7
}

/**
 * US daylight time: from 2:00 local on the second Sunday of March to 2:00 local on
 * the first Sunday of November.
 */
function isUsDaylightTime(year: number, month: number, day: number, hours: number): boolean {
  if (month < 2 || month > 10) return false
  if (month > 2 && month < 10) return true
  if (month === 2) {
    const start = nthSunday(year, 2, 2)
    return day > start || (day === start && hours >= 2)
  }
  const end = nthSunday(year, 10, 1)
  return day < end || (day === end && hours < 2)
}

/**
 * Hours behind UTC for a local time in the zone the text names. Sessions are
 * announced as e.g. "11:00 AM PST" all year; a June session is meant in Pacific
 * local time, which is then PDT (UTC-7). So "PST"/"PT"/"PDT" (or no zone) all mean
 * Pacific local time, and the daylight-time rule picks -08:00 or -07:00. The same
 * holds for the Mountain, Central and Eastern names; "UTC"/"GMT" mean UTC.
 */
function hoursBehindUtc(zone: string, year: number, month: number, day: number, hours: number): number | null {
  const name = zone.toUpperCase()
  if (name === 'UTC' || name === 'GMT') return 0
  const match = /^([PMCE])(?:S|D)?T$/.exec(name) ?? (name === '' ? ['', 'P'] : null)
  const standard = match ? standardOffsets[match[1]!] : undefined
  if (standard === undefined) return null
  return isUsDaylightTime(year, month, day, hours) ? standard - 1 : standard
}

/** The session's start in UTC from texts like "June 1, 2025" and "11:00 AM PST"; null when unreadable. */
export function sessionStart(session: Pick<WebinarSession, 'date' | 'time'>): Date | null {
  const date = /^([a-z]+)\s+(\d{1,2}),?\s*(\d{4})$/i.exec(session.date.trim())
  const time = /^(\d{1,2}):(\d{2})\s*(AM|PM)\s*([A-Z]{0,4})$/i.exec(session.time.trim())
  if (!date || !time) return null
  const month = months.indexOf(date[1]!.toLowerCase())
  const year = Number(date[3])
  const day = Number(date[2])
  const clockHours = Number(time[1])
  const minutes = Number(time[2])
  if (month < 0 || day < 1 || day > 31 || clockHours < 1 || clockHours > 12 || minutes > 59) return null
  const hours = (clockHours % 12) + (time[3]!.toUpperCase() === 'PM' ? 12 : 0)
  const behind = hoursBehindUtc(time[4] ?? '', year, month, day, hours)
  if (behind === null) return null
  const start = new Date(Date.UTC(year, month, day, hours + behind, minutes))
  // "June 31" rolls over into July: not a real date.
  return new Date(Date.UTC(year, month, day)).getUTCMonth() === month ? start : null
}

const pad = (n: number) => String(n).padStart(2, '0')
const stamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`

const escapeText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')

/** iCalendar lines are at most 75 octets; longer ones continue on lines that start with a space. */
function fold(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74 // continuation lines spend one octet on the space
    if (size + bytes > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export interface CalendarFileOptions {
  /** Shown as the calendar's producer and in the description. */
  organiser: string
  /** The site's host name, which makes the event's UID globally unique. */
  host: string
  durationMinutes?: number
  /** When the file is made (DTSTAMP). */
  now?: Date
}

/** An iCalendar (RFC 5545) file for the session, or null when its date or time cannot be read. */
export function webinarCalendarFile(session: WebinarSession, options: CalendarFileOptions): string | null {
  const start = sessionStart(session)
  if (!start) return null
  const end = new Date(start.getTime() + (options.durationMinutes ?? 60) * 60_000)
  const slug = session.title.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase().slice(0, 60) || 'webinar'
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.organiser)}//Webinars//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${stamp(start)}-${slug}@${options.host}`,
    `DTSTAMP:${stamp(options.now ?? new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(session.title)}`,
    `DESCRIPTION:${escapeText(`Live webinar by ${options.organiser}. The joining link is in your confirmation email.`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]
    .map(fold)
    .join('\r\n')
}

/** A file name for the download, from the session title. */
export function calendarFileName(session: Pick<WebinarSession, 'title'>): string {
  const slug = session.title.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase().slice(0, 60)
  return `${slug || 'webinar'}.ics`
}
