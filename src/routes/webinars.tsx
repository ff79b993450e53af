import { createFileRoute, Link } from '@tanstack/react-router'
import { pages } from '~/content/registry'
import { registrationSearch, webinars } from '~/content/webinars'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { headOnDemand } from '~/head/on-demand'
import { buttonClass } from '~/ui/button-styles'
import { Card } from '~/ui/Card'

export const Route = createFileRoute('/webinars')({
  // Each webinar card is an Event in the structured data; the module is part of this page anyway.
  loader: () => import('~/content/webinars'),
  head: ({ loaderData }) => headOnDemand((seo) => seo.pageHead('/webinars', { webinars: loaderData })),
  component: WebinarsPage,
})

function WebinarsPage() {
  const page = pages['/webinars']
  return (
    <>
      <PageHeader title={page.heading} description={page.intro} />
      <ul className="container-page grid gap-6 py-12 lg:grid-cols-3">
        {webinars.map((webinar) => (
          <li key={webinar.slug} className="flex">
            <Card as="article" className="flex flex-1 flex-col p-6">
              <p className="text-sm font-semibold text-primary">
                {webinar.date} · {webinar.time} · {webinar.duration}
              </p>
              <h2 className="mt-2 text-xl font-bold">{webinar.title}</h2>
              <p className="mt-2 text-fg-muted">{webinar.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Topics">
                {webinar.topics.map((topic) => (
                  <li key={topic} className="rounded-full bg-bg-subtle px-3 py-1 text-sm">
                    {topic}
                  </li>
                ))}
              </ul>
              <p className="mt-4 flex-1 text-sm">
                <span className="font-semibold">{webinar.presenter.name}</span>, <span className="text-fg-muted">{webinar.presenter.role}</span>
              </p>
              <Link to="/webinar-registration" search={registrationSearch(webinar)} className={buttonClass('primary', 'md', 'mt-6')}>
                Register Now<span className="sr-only">: {webinar.title}</span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
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
