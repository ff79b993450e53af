import { defaultWebinarTitle } from '~/content/lead-capture'
import { searchTextOr } from '~/lib/search-text'
import type { WebinarSession } from './email-params'

/*
 * The registration page's session as it travels in URLs and history entries. Apart from
 * webinar-session.ts, because the route tree reads the search on every page's first load
 * and must not bring the webinar list with it.
 */

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

/**
 * The thank-you page offers the session a visitor just registered for as a calendar
 * file. The session travels in the history entry's state: it survives a reload of
 * /thank-you and never shows up after a contact form that leads there too.
 */
export function registeredSessionFrom(state: unknown): WebinarSession | null {
  const session = typeof state === 'object' && state !== null ? (state as { webinarSession?: unknown }).webinarSession : undefined
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
