import type { WebinarSession } from './email-params'

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** Pacific time: sessions are announced as "PST", but summer dates are really PDT. */
function pacificOffsetHours(month: number, day: number): number {
  // US daylight time runs from the second Sunday of March to the first Sunday of November;
  // a month-level rule is exact for every session date we publish (none fall in those weeks).
  const inDaylightTime = (month > 2 && month < 10) || (month === 2 && day >= 14) || (month === 10 && day < 7)
  return inDaylightTime ? 7 : 8
}

const pad = (n: number) => String(n).padStart(2, '0')
const stamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00Z`

/** The session's start in UTC from texts like "June 1, 2025" and "11:00 AM PST"; null when unreadable. */
export function sessionStart(session: Pick<WebinarSession, 'date' | 'time'>): Date | null {
  const date = /^([a-z]+)\s+(\d{1,2}),\s*(\d{4})$/i.exec(session.date.trim())
  const time = /^(\d{1,2}):(\d{2})\s*(AM|PM)/i.exec(session.time.trim())
  if (!date || !time) return null
  const month = months.indexOf(date[1]!.toLowerCase())
  if (month < 0) return null
  const day = Number(date[2])
  let hours = Number(time[1]) % 12
  if (time[3]!.toUpperCase() === 'PM') hours += 12
  return new Date(Date.UTC(Number(date[3]), month, day, hours + pacificOffsetHours(month, day), Number(time[2])))
}

const escapeText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')

/** An iCalendar file for the session, or null when its date or time cannot be read. */
export function webinarCalendarFile(session: WebinarSession, organiser: string, durationMinutes = 60): string | null {
  const start = sessionStart(session)
  if (!start) return null
  const end = new Date(start.getTime() + durationMinutes * 60_000)
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(organiser)}//Webinars//EN`,
    'BEGIN:VEVENT',
    `UID:${stamp(start)}-${session.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}@webinars`,
    `DTSTAMP:${stamp(start)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(session.title)}`,
    `DESCRIPTION:${escapeText(`Live webinar by ${organiser}. The joining link is in your confirmation email.`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}
