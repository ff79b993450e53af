import { createFileRoute } from '@tanstack/react-router'
import { Link } from '~/ui/Link'
import { pages } from '~/content/registry'
import { registrationSearch, sessionKey, splitSessions, webinars, webinarsText, type Webinar } from '~/content/webinars'
import { RecordingForm } from '~/features/lead-capture/RecordingForm'
import { useNow } from '~/lib/use-now'
import { WebinarWhen } from '~/sections/webinars/WebinarWhen'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { headOnDemand } from '~/head/on-demand'
import { buttonClass } from '~/ui/button-styles'
import { Card } from '~/ui/Card'
import { chipClass } from '~/ui/chip'
import { SampleNote } from '~/sections/SampleNote'

export const Route = createFileRoute('/webinars')({
  // Each webinar card is an Event in the structured data; the module is part of this page anyway.
  loader: () => import('~/content/webinars'),
  head: ({ loaderData }) => headOnDemand((seo) => seo.pageHead('/webinars', { webinars: loaderData })),
  component: WebinarsPage,
})

function SessionDetails({ webinar, headingLevel }: { webinar: Webinar; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <>
      <Heading className="mt-2 text-xl font-bold">{webinar.title}</Heading>
      <p className="mt-2 text-fg-muted">{webinar.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Topics">
        {webinar.topics.map((topic) => (
          <li key={topic} className={chipClass}>
            {topic}
          </li>
        ))}
      </ul>
      <p className="mt-4 flex-1 text-sm">
        <span className="font-semibold">{webinar.presenter.name}</span>, <span className="text-fg-muted">{webinar.presenter.role}</span>
      </p>
    </>
  )
}

function WebinarsPage() {
  const page = pages['/webinars']
  // Each series' next session: decided when the page was built, and again with the visitor's
  // clock once hydrated. A card is its series (keyed by it), so a newer date only changes its text.
  const { upcoming, past } = splitSessions(webinars, useNow())
  return (
    <>
      <PageHeader title={page.heading} description={page.intro}>
        <SampleNote sample={webinars[0]?.sample} className="mt-4" />
      </PageHeader>
      {upcoming.length > 0 ? (
        <ul className="container-page grid gap-6 py-12 lg:grid-cols-3" aria-label={page.heading}>
          {upcoming.map((webinar) => (
            <li key={webinar.slug} className="flex">
              <Card as="article" className="flex flex-1 flex-col p-6">
                <WebinarWhen webinar={webinar} />
                <SessionDetails webinar={webinar} headingLevel="h2" />
                <Link to="/webinar-registration" search={registrationSearch(webinar)} className={buttonClass('primary', 'md', 'mt-6')}>
                  Register Now<span className="sr-only">: {webinar.title}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <div className="container-page py-12">
          <div className="rounded-2xl border border-border p-8 text-center">
            <p className="text-lg">{webinarsText.noneUpcoming}</p>
            <Link to="/contact" search={{ topic: webinarsText.nextSessionTopic }} className={buttonClass('primary', 'lg', 'mt-6')}>
              {webinarsText.nextSession}
            </Link>
          </div>
        </div>
      )}
      {past.length > 0 && (
        <section id="on-demand" aria-labelledby="on-demand-heading" className="container-page pb-12">
          <h2 id="on-demand-heading" className="text-2xl font-bold">
            {webinarsText.onDemandHeading}
          </h2>
          <p className="mt-2 text-fg-muted">{webinarsText.onDemandIntro}</p>
          <ul className="mt-6 grid gap-6 lg:grid-cols-3">
            {past.map((webinar) => (
              <li key={sessionKey(webinar)} className="flex">
                <Card as="article" className="flex flex-1 flex-col p-6">
                  <WebinarWhen webinar={webinar} past />
                  <SessionDetails webinar={webinar} headingLevel="h3" />
                  <RecordingForm session={registrationSearch(webinar)} formKey={sessionKey(webinar)} />
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="cant-make-it" className="container-page pb-16">
        <div className="rounded-2xl border border-border bg-bg-subtle p-8 text-center">
          <h2 id="cant-make-it" className="text-2xl font-bold">
            Can't Make It?
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-fg-muted">
            Tell us which session interests you and we will send the recording, or walk you through it in a private call.
          </p>
          <Link to="/contact" search={{ topic: 'Webinar recording' }} className={buttonClass('secondary', 'lg', 'mt-6')}>
            Contact Us
          </Link>
        </div>
      </section>
    </>
  )
}
