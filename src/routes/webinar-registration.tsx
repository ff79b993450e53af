import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { Link } from '~/ui/Link'
import { pastSessionText, registrationPage } from '~/content/webinar-registration'
import { recordingText } from '~/content/webinars'
import { pages } from '~/content/registry'
import { RecordingForm } from '~/features/lead-capture/RecordingForm'
import { RegistrationForm } from '~/features/lead-capture/RegistrationForm'
import { defaultSession, parseWebinarSearch } from '~/features/lead-capture/webinar-search'
import { describeWhen, sessionHasPassed } from '~/features/lead-capture/webinar-session'
import { useHydrated } from '~/lib/use-hydrated'
import { useNow } from '~/lib/use-now'
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
  // The HTML is prerendered without search params; the chosen session appears once hydrated.
  const session = useHydrated() ? search : defaultSession
  const when = describeWhen(session)
  // Nobody is registered for the past: a session that has begun offers its recording instead.
  const passed = sessionHasPassed(session, useNow())
  return (
    <>
      <PageHeader title={pages['/webinar-registration'].heading} fallback="/webinars" backLabel={registrationPage.backLabel}>
        <p className="mt-4 text-xl font-semibold text-fg">{session.title}</p>
        {when && <p className="mt-1 text-lg text-fg-muted">{when}</p>}
      </PageHeader>
      {passed ? (
        <section aria-labelledby="past-session-heading" className="container-page max-w-xl py-12">
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
      ) : (
        <section aria-labelledby="registration-form-heading" className="container-page max-w-xl py-12">
          <h2 id="registration-form-heading" className="mb-6 text-2xl font-bold">
            {registrationPage.formHeading}
          </h2>
          {/* Never remounted while the session is open: the chosen webinar can change after hydration without clearing what was typed. */}
          <RegistrationForm session={session} />
        </section>
      )}
    </>
  )
}
