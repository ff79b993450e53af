import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { Link } from '~/ui/Link'
import { pastSessionText, registrationPage } from '~/content/webinar-registration'
import { chooseSessionText, recordingText, sessionNamed, splitSessions, webinars } from '~/content/webinars'
import { defaultWebinarTitle } from '~/content/lead-capture'
import { pages } from '~/content/registry'
import { RecordingForm } from '~/features/lead-capture/RecordingForm'
import { RegistrationForm } from '~/features/lead-capture/RegistrationForm'
import { defaultSession, parseWebinarSearch } from '~/features/lead-capture/webinar-search'
import { describeWhen, sessionHasPassed } from '~/features/lead-capture/webinar-session'
import { useHydrated } from '~/lib/use-hydrated'
import { useNow } from '~/lib/use-now'
import { SessionChooser } from '~/sections/webinars/SessionChooser'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { headOnDemand } from '~/head/on-demand'

export const Route = createFileRoute('/webinar-registration')({
  validateSearch: parseWebinarSearch,
  search: { middlewares: [stripSearchParams(defaultSession)] },
  head: () => headOnDemand((seo) => seo.pageHead('/webinar-registration')),
  component: WebinarRegistrationPage,
})

function WebinarRegistrationPage() {
  const search = Route.useSearch()
  const hydrated = useHydrated()
  // The HTML is prerendered without search params; the chosen session appears once hydrated.
  const session = hydrated ? search : defaultSession
  const when = describeWhen(session)
  const now = useNow()
  // Nobody is registered for the past: a session that has begun offers its recording instead.
  const passed = sessionHasPassed(session, now)
  // A link that names no session (the bare page) lists the next ones to choose from. Only once
  // hydrated: the prerendered page shows the form, which is what a Register Now link opens.
  const chosen = session.title !== defaultWebinarTitle
  const named = sessionNamed(session)
  const next = splitSessions(webinars, now).upcoming.filter((webinar) => webinar !== named)
  return (
    <>
      <PageHeader title={pages['/webinar-registration'].heading} fallback="/webinars" backLabel={registrationPage.backLabel}>
        <p className="mt-4 text-xl font-semibold text-fg">{session.title}</p>
        {when && <p className="mt-1 text-lg text-fg-muted">{when}</p>}
      </PageHeader>
      {passed ? (
        <div className="container-page max-w-xl space-y-12 py-12">
          <section aria-labelledby="past-session-heading">
            <h2 id="past-session-heading" className="text-2xl font-bold">
              {pastSessionText.heading}
            </h2>
            <p className="mt-2 text-fg-muted">{pastSessionText.body(session.date)}</p>
            <h3 className="mt-8 text-lg font-bold">{recordingText.button}</h3>
            <RecordingForm session={session} formKey="registration-page" />
            <Link to="/webinars" className="mt-8 inline-block font-semibold text-primary underline underline-offset-2">
              {pastSessionText.allSessions}
            </Link>
          </section>
          <SessionChooser sessions={next} headingId="next-sessions" heading={chooseSessionText.nextHeading} intro={chooseSessionText.nextIntro} />
        </div>
      ) : (
        <div className="container-page max-w-xl space-y-12 py-12">
          {hydrated && !chosen && <SessionChooser sessions={next} headingId="choose-session" heading={chooseSessionText.heading} intro={chooseSessionText.intro} />}
          <section aria-labelledby="registration-form-heading">
            <h2 id="registration-form-heading" className="mb-6 text-2xl font-bold">
              {registrationPage.formHeading}
            </h2>
            <SessionRequired required={hydrated && !chosen}>
              {/* Never remounted while the session is open: the chosen webinar can change after hydration without clearing what was typed. */}
              <RegistrationForm session={session} />
            </SessionRequired>
          </section>
        </div>
      )}
    </>
  )
}

/**
 * With no session chosen, the form is not sent (a seat at no session is no seat): its submit is
 * stopped before the form sees it, what was typed stays, and the visitor is sent to the list.
 */
function SessionRequired({ required, children }: { required: boolean; children: React.ReactNode }) {
  const [refused, setRefused] = useState(false)
  const note = useRef<HTMLParagraphElement>(null)
  const refuse = (event: FormEvent) => {
    if (!required) return
    event.preventDefault()
    event.stopPropagation()
    setRefused(true)
    note.current?.focus()
  }
  return (
    <div onSubmitCapture={refuse}>
      {required && (
        // Focus moves here when the form is refused, so it is read out without a live region (the page's alerts are its toasts).
        <p ref={note} tabIndex={-1} className={refused ? 'mb-4 font-semibold text-danger' : 'sr-only'}>
          {refused && (
            <a href="#choose-session" className="underline underline-offset-2">
              {chooseSessionText.chooseFirst}
            </a>
          )}
        </p>
      )}
      {children}
    </div>
  )
}
