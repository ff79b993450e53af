import { useState } from 'react'
import { site } from '~/config/site'
import { thankYouPage } from '~/content/lead-capture'
import { buttonClass } from '~/ui/button-styles'
import { CalendarPlus } from '~/ui/icons'
import { webinarCalendarFile } from './calendar-file'
import { describeWhen, recallRegistration } from './webinar-session'

/** After a webinar registration: the session as a calendar file. Rendered in the browser only. */
export function CalendarOffer() {
  const [session] = useState(recallRegistration)
  const ics = session ? webinarCalendarFile(session, site.brandName) : null
  if (!session || !ics) return null
  const href = `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`
  const fileName = `${session.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.ics`
  return (
    <section aria-labelledby="calendar-offer" className="mt-8 rounded-2xl border border-border bg-card p-6">
      <h2 id="calendar-offer" className="text-lg font-bold">
        {thankYouPage.calendarHeading}
      </h2>
      <p className="mt-1 text-fg-muted">
        {session.title}, {describeWhen(session)}
      </p>
      <a href={href} download={fileName} className={buttonClass('secondary', 'md', 'mt-4')}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        {thankYouPage.calendarButton}
      </a>
    </section>
  )
}
