import { Link } from '~/ui/Link'
import { site } from '~/config/site'
import { FIRST_FRAME_ELEMENT_ID } from '~/shared/first-frame'
import { footerColumns, footerText } from '~/content/navigation'
import { NewsletterFormIsland } from '~/features/lead-capture/NewsletterForm'
import { island } from '~/lib/island'
import { useCurrentYear } from '~/lib/use-current-year'
import { LinkedInIcon, Mail, Phone } from '~/ui/icons'
import { pageTo } from '~/ui/page-link'

/** The visitor's year; the prerendered page carries the build's. */
export function CurrentYear() {
  return <>{useCurrentYear()}</>
}

const CurrentYearIsland = island('frame/current-year', CurrentYear, { as: 'span' })

export function SiteFooter() {
  return (
    <footer id={FIRST_FRAME_ELEMENT_ID} className="render-when-near border-t border-border bg-bg-subtle">
      <div className="container-page grid grid-cols-1 gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" className="text-xl font-bold tracking-tight text-fg">
            {site.brandName}
          </Link>
          <p className="mt-3 text-sm text-fg-muted">{footerText.about}</p>
          <ul className="mt-5 space-y-2 text-sm">
            <li>
              <a href={`mailto:${site.contactEmail}`} className="inline-flex min-h-6 items-center gap-2 text-fg hover:text-primary">
                <Mail aria-hidden="true" className="size-4" />
                {site.contactEmail}
              </a>
            </li>
            <li>
              <a href={site.phoneHref} className="inline-flex min-h-6 items-center gap-2 text-fg hover:text-primary">
                <Phone aria-hidden="true" className="size-4" />
                {site.phone}
              </a>
            </li>
            <li>
              <a
                href={site.socialUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-6 items-center gap-2 text-fg hover:text-primary"
              >
                <LinkedInIcon className="size-4" />
                LinkedIn<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
        {footerColumns.map((column) => (
          <div key={column.title}>
            <nav aria-label={`Footer ${column.title}`}>
            <h2 className="text-sm font-semibold text-fg">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={pageTo(link.to)} className="text-fg-muted hover:text-primary">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            </nav>
            {column.title === 'Company' && (
              <div className="mt-8">
                <h2 className="text-sm font-semibold text-fg">{footerText.newsletterHeading}</h2>
                <p className="mt-2 text-sm text-fg-muted">{footerText.newsletterText}</p>
                <NewsletterFormIsland />
              </div>
            )}
          </div>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="container-page py-6 text-sm text-fg-muted">
          © <CurrentYearIsland /> {site.brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
