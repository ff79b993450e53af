import * as v from 'valibot'
import { registrationPage } from '~/content/lead-capture'
import type { WebinarSession } from './email-params'

/** Caps for text that arrives in the URL: shown as plain text, never as markup. */
export const SEARCH_LIMITS = { title: 120, date: 40, time: 40 } as const

/** Optional text from the URL, trimmed and capped; anything that is not text is dropped. */
const capped = (max: number) =>
  v.fallback(v.optional(v.pipe(v.string(), v.transform((s) => s.trim().slice(0, max)))), undefined)

/**
 * /webinar-registration?title=..&date=..&time=.. Absent values stay absent in the
 * URL (the router would otherwise rewrite a bare link to spell the defaults out);
 * the defaults are applied by sessionFromSearch.
 */
export const webinarSearchSchema = v.object({
  title: capped(SEARCH_LIMITS.title),
  date: capped(SEARCH_LIMITS.date),
  time: capped(SEARCH_LIMITS.time),
})

export type WebinarSearch = v.InferOutput<typeof webinarSearchSchema>

/** The session to register for: title 'Upcoming Webinar' and empty date and time by default. */
export function sessionFromSearch(search: WebinarSearch): WebinarSession {
  return { title: search.title || registrationPage.defaultTitle, date: search.date ?? '', time: search.time ?? '' }
}

/** "June 1, 2025 at 11:00 AM PST", or whichever half is known, or nothing. */
export function describeWhen(session: Pick<WebinarSession, 'date' | 'time'>): string {
  return [session.date, session.time].filter(Boolean).join(' at ')
}

const LAST_REGISTRATION_KEY = 'last-webinar-registration'

/** The thank-you page offers the session a visitor just registered for as a calendar file. */
export function rememberRegistration(session: WebinarSession): void {
  try {
    window.sessionStorage.setItem(LAST_REGISTRATION_KEY, JSON.stringify(session))
  } catch {
    // without storage the thank-you page simply offers no calendar file
  }
}

export function recallRegistration(): WebinarSession | null {
  try {
    const parsed = v.safeParse(
      v.object({ title: v.string(), date: v.string(), time: v.string() }),
      JSON.parse(window.sessionStorage.getItem(LAST_REGISTRATION_KEY) ?? 'null'),
    )
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}
