import { useLocation } from '@tanstack/react-router'
import { useMemo } from 'react'
import { site } from '~/config/site'
import { thankYouPage } from '~/content/thank-you'
import { webinars } from '~/content/webinars'
import { buttonClass } from '~/ui/button-styles'
import { CalendarPlus } from '~/ui/icons'
import { calendarFileName, webinarCalendarFile } from './calendar-file'
import { describeWhen, registeredSessionFrom } from './webinar-session'

/** A listed session's length in minutes ("45 min"); an hour for anything else. */
function durationOf(title: string): number {
  const minutes = /(\d+)\s*min/.exec(webinars.find((webinar) => webinar.title === title)?.duration ?? '')
  return minutes ? Number(minutes[1]) : 60
}

/**
 * After a webinar registration: the session as a calendar file, made in the browser
 * and offered as a Blob download. Rendered in the browser only (after hydration).
 */
export function CalendarOffer() {
  const state = useLocation({ select: (location) => location.state })
  // One file per session (not per render: the file carries the time it was made).
  const [session, ics] = useMemo(() => {
    const registered = registeredSessionFrom(state)
    if (!registered) return [null, null]
    const file = webinarCalendarFile(registered, {
      organiser: site.brandName,
      host: new URL(site.origin).host,
      durationMinutes: durationOf(registered.title),
    })
    return [registered, file]
  }, [state])
  const href = useObjectUrl(ics, 'text/calendar;charset=utf-8')
  if (!session || !href) return null
  return (
    <section aria-labelledby="calendar-offer" className="mt-8 rounded-2xl border border-border bg-card p-6">
      <h2 id="calendar-offer" className="text-lg font-bold">
        {thankYouPage.calendarHeading}
      </h2>
      <p className="mt-1 text-fg-muted">
        {session.title}, {describeWhen(session)}
      </p>
      <a href={href} download={calendarFileName(session)} className={buttonClass('secondary', 'md', 'mt-4')}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        {thankYouPage.calendarButton}
      </a>
    </section>
  )
}

/**
 * A blob: URL for the text. This component only renders in the browser (after
 * hydration). The URL is not revoked: one small file per visit, and it must keep
 * working for as long as the link is on screen; it goes away with the page.
 */
function useObjectUrl(text: string | null, type: string): string | null {
  return useMemo(() => (text === null ? null : URL.createObjectURL(new Blob([text], { type }))), [text, type])
}
