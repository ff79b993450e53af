import { createFileRoute } from '@tanstack/react-router'
import { Link } from '~/ui/Link'
import { contactPage } from '~/content/contact'
import { pages } from '~/content/registry'
import { ContactFormIsland } from '~/features/lead-capture/ContactForm'
import { parseContactSearch } from '~/features/lead-capture/search-params'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { headOnDemand } from '~/head/on-demand'
import { CheckList } from '~/ui/CheckList'

export const Route = createFileRoute('/contact')({
  validateSearch: parseContactSearch,
  staticData: { islands: true },
  head: () => headOnDemand((seo) => seo.pageHead('/contact')),
  component: ContactPage,
})

function ContactPage() {
  const search = Route.useSearch()
  const page = pages['/contact']
  return (
    <>
      <PageHeader title={page.heading} description={contactPage.replyPromise}>
        <p className="mt-5 inline-flex rounded-full bg-linear-to-r from-promo to-promo-end px-3 py-1 text-sm font-semibold text-promo-fg">{contactPage.badge}</p>
      </PageHeader>
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[1fr_1.4fr]">
        <aside aria-labelledby="contact-offer" className="h-fit rounded-2xl border border-border bg-bg-subtle p-6 md:p-8">
          <h2 id="contact-offer" className="text-xl font-bold">
            {contactPage.offerHeading}
          </h2>
          <p className="mt-3 text-fg-muted">
            {contactPage.offerText}{' '}
            <Link to="/special-offer" className="font-semibold text-primary underline underline-offset-2">
              {contactPage.termsLabel}
            </Link>
            .
          </p>
          <CheckList items={contactPage.expectations} className="mt-6 space-y-3" />
          <p className="mt-6 text-sm font-semibold">{contactPage.replyPromise}</p>
        </aside>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-6 text-2xl font-bold">
            {contactPage.formHeading}
          </h2>
          <ContactFormIsland prefill={search} />
        </section>
      </div>
    </>
  )
}
