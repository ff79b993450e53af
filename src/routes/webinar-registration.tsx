import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { registrationPage } from '~/content/webinar-registration'
import { pages } from '~/content/registry'
import { RegistrationForm } from '~/features/lead-capture/RegistrationForm'
import { defaultSession, describeWhen, parseWebinarSearch } from '~/features/lead-capture/webinar-session'
import { useHydrated } from '~/lib/use-hydrated'
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
  return (
    <>
      <PageHeader title={pages['/webinar-registration'].heading} fallback="/webinars" backLabel={registrationPage.backLabel}>
        <p className="mt-4 text-xl font-semibold text-fg">{session.title}</p>
        {when && <p className="mt-1 text-lg text-fg-muted">{when}</p>}
      </PageHeader>
      <section aria-labelledby="registration-form-heading" className="container-page max-w-xl py-12">
        <h2 id="registration-form-heading" className="mb-6 text-2xl font-bold">
          {registrationPage.formHeading}
        </h2>
        {/* Never remounted: the chosen webinar can change after hydration without clearing what was typed. */}
        <RegistrationForm session={session} />
      </section>
    </>
  )
}
