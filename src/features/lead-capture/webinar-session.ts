import { hasStarted, sessionNamed, webinars, type Series } from '~/content/webinars'
import type { WebinarSession } from './email-params'

/** "June 1, 2025 at 11:00 AM PST", or whichever half is known, or nothing. */
export function describeWhen(session: Pick<WebinarSession, 'date' | 'time'>): string {
  return [session.date, session.time].filter(Boolean).join(' at ')
}

const monthNames = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/**
 * Whether the session a registration link names has already begun at `now` (ms): a listed
 * session (its series' title and its date) from its start in its own zone; any other link
 * from its date, once that day is over everywhere on Earth. A link that names no readable
 * date stays open.
 */
export function sessionHasPassed(session: WebinarSession, now: number, listed: readonly Series[] = webinars): boolean {
  const webinar = sessionNamed(session, listed)
  if (webinar) return hasStarted(webinar, now)
  const day = /^([a-z]+)\s+(\d{1,2}),?\s*(\d{4})$/i.exec(session.date.trim())
  if (!day) return false
  const month = monthNames.indexOf(day[1]!.toLowerCase())
  if (month < 0) return false
  // The day ends last at UTC-12: noon UTC of the next day.
  return now >= Date.UTC(Number(day[3]), month, Number(day[2]) + 1, 12)
}
