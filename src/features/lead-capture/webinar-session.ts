import { defaultWebinarTitle } from '~/content/lead-capture'
import { hasStarted, webinars, webinarTitled, type Webinar } from '~/content/webinars'
import type { WebinarSession } from './email-params'
import { searchTextOr } from '~/lib/search-text'

/** Caps for text that arrives in the URL: shown as plain text, never as markup. */
const SEARCH_LIMITS = { title: 120, date: 40, time: 40 } as const

/**
 * /webinar-registration?title=..&date=..&time=.. The title defaults to 'Upcoming
 * Webinar', date and time to empty; the route strips defaults from the URL so a
 * bare link stays bare.
 */
export function parseWebinarSearch(search: Record<string, unknown>): WebinarSession {
  return {
    title: searchTextOr(search.title, SEARCH_LIMITS.title, defaultWebinarTitle),
    date: searchTextOr(search.date, SEARCH_LIMITS.date, ''),
    time: searchTextOr(search.time, SEARCH_LIMITS.time, ''),
  }
}

/** What the page shows before the URL is read (the prerendered HTML). */
export const defaultSession: WebinarSession = { title: defaultWebinarTitle, date: '', time: '' }

/** "June 1, 2025 at 11:00 AM PST", or whichever half is known, or nothing. */
export function describeWhen(session: Pick<WebinarSession, 'date' | 'time'>): string {
  return [session.date, session.time].filter(Boolean).join(' at ')
}

const monthNames = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/**
 * Whether the session a registration link names has already begun at `now` (ms): a listed
 * webinar (by its title) from its start in its own zone; any other link from its date,
 * once that day is over everywhere on Earth. A link that names no readable date stays open.
 */
export function sessionHasPassed(session: WebinarSession, now: number, listed: readonly Webinar[] = webinars): boolean {
  const webinar = webinarTitled(session.title, listed)
  if (webinar) return hasStarted(webinar, now)
  const day = /^([a-z]+)\s+(\d{1,2}),?\s*(\d{4})$/i.exec(session.date.trim())
  if (!day) return false
  const month = monthNames.indexOf(day[1]!.toLowerCase())
  if (month < 0) return false
  // The day ends last at UTC-12: noon UTC of the next day.
  return now >= Date.UTC(Number(day[3]), month, Number(day[2]) + 1, 12)
}

/**
 * The thank-you page offers the session a visitor just registered for as a calendar
 * file. The session travels in the history entry's state: it survives a reload of
 * /thank-you and never shows up after a contact form that leads there too.
 */
export function registeredSessionFrom(state: { webinarSession?: unknown }): WebinarSession | null {
  const session = state.webinarSession
  if (typeof session !== 'object' || session === null) return null
  const fields = session as Record<string, unknown>
  const fits = (key: keyof typeof SEARCH_LIMITS) => typeof fields[key] === 'string' && fields[key].length <= SEARCH_LIMITS[key]
  if (!fits('title') || !fits('date') || !fits('time')) return null
  return { title: fields.title as string, date: fields.date as string, time: fields.time as string }
}

declare module '@tanstack/history' {
  interface HistoryState {
    webinarSession?: WebinarSession
  }
}
