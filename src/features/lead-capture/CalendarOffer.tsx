import { useEffect, useMemo, useState } from 'react'
import { site } from '~/config/site'
import { useNow } from '~/lib/use-now'
import { thankYouPage } from '~/content/thank-you'
import { buttonClass } from '~/ui/button-styles'
import { Card } from '~/ui/Card'
import { CalendarPlus } from '~/ui/icons'
import type { WebinarSession } from './email-params'
import { registeredSessionFrom } from './webinar-search'
import { describeWhen, sessionHasPassed } from './webinar-session'

/**
 * After a webinar registration: the session as a calendar file, made in the browser
 * and offered as a Blob download. Rendered in the browser only (after hydration).
 * `historyState` is the history entry's state, where the registration left the session.
 */
export function CalendarOffer({ historyState: state }: { historyState: unknown }) {
  // No calendar file for a session that has already begun (this renders in the browser only).
  const now = useNow()
  const session = useMemo(() => {
    const registered = registeredSessionFrom(state)
    return registered && !sessionHasPassed(registered, now) ? registered : null
  }, [state, now])
  const file = useCalendarFile(session)
  const href = useObjectUrl(file?.text ?? null, 'text/calendar;charset=utf-8')
  if (!session || !file || !href) return null
  return (
    <Card as="section" aria-labelledby="calendar-offer" className="mt-8 p-6">
      <h2 id="calendar-offer" className="text-lg font-bold">
        {thankYouPage.calendarHeading}
      </h2>
      <p className="mt-1 text-fg-muted">
        {session.title}, {describeWhen(session)}
      </p>
      <a href={href} download={file.name} className={buttonClass('secondary', 'md', 'mt-4')}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        {thankYouPage.calendarButton}
      </a>
    </Card>
  )
}

interface CalendarFile {
  session: WebinarSession
  name: string
  /** Null when the session's date or time cannot be read: no offer then. */
  text: string | null
}

/**
 * One file per session (not per render: the file carries the time it was made). The
 * writer (the `ics` library) is loaded only when there is a session to offer, so the
 * thank-you page after a contact form does not pay for it.
 */
function useCalendarFile(session: WebinarSession | null): CalendarFile | null {
  const [file, setFile] = useState<CalendarFile | null>(null)
  useEffect(() => {
    if (!session) return
    let current = true
    void import('./calendar-file').then(
      ({ calendarFileName, webinarCalendarFile }) => {
        if (!current) return
        const text = webinarCalendarFile(session, { organiser: site.brandName, host: new URL(site.origin).host })
        setFile({ session, name: calendarFileName(session), text })
      },
      // A chunk that fails to load (a deploy in between) only costs the offer.
      (error: unknown) => console.warn('The calendar file could not be made.', error),
    )
    return () => {
      current = false
    }
  }, [session])
  return file?.session === session ? file : null
}

/**
 * A blob: URL for the text. This component only renders in the browser (after
 * hydration). The URL is not revoked: one small file per visit, and it must keep
 * working for as long as the link is on screen; it goes away with the page.
 */
function useObjectUrl(text: string | null, type: string): string | null {
  return useMemo(() => (text === null ? null : URL.createObjectURL(new Blob([text], { type }))), [text, type])
}
