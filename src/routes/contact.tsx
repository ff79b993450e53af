import { createFileRoute } from '@tanstack/react-router'
import { Link } from '~/ui/Link'
import { contactPage } from '~/content/contact'
import { pages } from '~/content/registry'
import { ContactFormIsland } from '~/features/lead-capture/ContactForm'
import { parseContactSearch } from '~/features/lead-capture/search-params'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { headOnDemand } from '~/head/on-demand'
import { CheckList } from '~/ui/CheckList'
import { site } from '~/config/site'
import { MapPin, Mail, Phone } from '~/ui/icons'

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
      {/* Phones read the offer, the form, then the direct lines; wide screens put the lines under the offer. */}
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[1fr_1.4fr] lg:gap-y-6">
        <aside aria-labelledby="contact-offer" className="h-fit rounded-2xl border border-border bg-bg-subtle p-6 md:p-8 lg:col-start-1 lg:row-start-1">
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
        <section aria-labelledby="contact-form-heading" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 id="contact-form-heading" className="mb-6 text-2xl font-bold">
            {contactPage.formHeading}
          </h2>
          <ContactFormIsland prefill={search} />
        </section>
        <DirectLines />
      </div>
    </>
  )
}

const lineClass = 'inline-flex min-h-6 items-start gap-3'
const iconClass = 'mt-0.5 size-4 shrink-0 text-primary'

/** Email, phone and office, for a visitor who would rather not use the form. */
function DirectLines() {
  const { direct } = contactPage
  const links = [
    { label: direct.email, href: `mailto:${site.contactEmail}`, text: site.contactEmail, Icon: Mail },
    { label: direct.phone, href: site.phoneHref, text: site.phone, Icon: Phone },
  ]
  return (
    <section aria-labelledby="contact-direct" className="h-fit rounded-2xl border border-border p-6 md:p-8 lg:col-start-1 lg:row-start-2">
      <h2 id="contact-direct" className="text-lg font-bold">
        {direct.heading}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map(({ label, href, text, Icon }) => (
          <li key={label}>
            <a href={href} className={`${lineClass} text-fg hover:text-primary`}>
              <Icon aria-hidden="true" className={iconClass} />
              <span>
                <span className="sr-only">{label}: </span>
                {text}
              </span>
            </a>
          </li>
        ))}
        <li className={lineClass}>
          <MapPin aria-hidden="true" className={iconClass} />
          <div>
            <span className="font-semibold">{direct.office}: </span>
            <address className="inline not-italic">{site.officeAddress}</address>
          </div>
        </li>
      </ul>
    </section>
  )
}
