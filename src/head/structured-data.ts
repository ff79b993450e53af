/**
 * schema.org structured data (JSON-LD) for every page, written from the page registry
 * and the content it names: Organization and WebSite on the home page, Service on
 * service and industry pages, FAQPage where a page shows questions, Event for each
 * webinar where the webinars are listed, BreadcrumbList on every inner page. Articles
 * add their own Article data (src/features/blog/structured-data.ts).
 */
import { absoluteUrl, site } from '~/config/site'
import { pages, type PageEntry, type PagePath } from '~/content/registry'
import { searchWords } from '~/content/registry/search-words'
import type { FaqItem } from '~/content/service-page'
import type { nextSession, registrationSearch, Webinar, webinars } from '~/content/webinars'

/** The webinars module, as the routes that list webinars load it (kept out of every other page's first load). */
export interface WebinarsModule {
  webinars: typeof webinars
  registrationSearch: typeof registrationSearch
  nextSession: typeof nextSession
}

export type JsonLd = Record<string, unknown>

const context = 'https://schema.org'

/** The agency itself, as the publisher, provider and organizer of everything on the site. */
export function organizationRef(): JsonLd {
  return { '@type': 'Organization', name: site.brandName, url: absoluteUrl('/') }
}

export function organization(): JsonLd {
  return {
    '@context': context,
    ...organizationRef(),
    description: searchWords['/'].description,
    logo: absoluteUrl('/favicon.svg'),
    email: site.contactEmail,
    telephone: site.phone,
    sameAs: [site.socialUrl],
    contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: site.contactEmail, telephone: site.phone, url: absoluteUrl('/contact') },
  }
}

export function webSite(): JsonLd {
  return { '@context': context, '@type': 'WebSite', name: site.brandName, url: absoluteUrl('/'), description: searchWords['/'].description, publisher: organizationRef() }
}

/** Home, then every registered page the path passes through, then the page itself. */
export function breadcrumbs(path: string, name: string): JsonLd {
  const trail: { name: string; path: string }[] = [{ name: 'Home', path: '/' }]
  const segments = path.split('/').filter(Boolean)
  for (let i = 1; i < segments.length; i++) {
    const parent = `/${segments.slice(0, i).join('/')}`
    const entry = (pages as Record<string, PageEntry | undefined>)[parent]
    if (entry) trail.push({ name: entry.heading, path: parent })
  }
  trail.push({ name, path })
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  }
}

export function service(path: PagePath, entry: PageEntry): JsonLd {
  const { description, keywords } = searchWords[path]
  return {
    '@context': context,
    '@type': 'Service',
    name: entry.heading,
    serviceType: entry.title,
    description,
    url: absoluteUrl(path),
    provider: organizationRef(),
    areaServed: 'Worldwide',
    ...(keywords?.length ? { keywords: keywords.join(', ') } : {}),
  }
}

export function faqPage(items: readonly FaqItem[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  }
}

/**
 * One webinar session as an Event. A session still to come is scheduled with its registration
 * as a free offer; one that has taken place (schema.org's EventScheduled covers "has taken
 * place as scheduled") keeps its dates but offers no seat: its place is the on-demand list.
 * `now` is the build's time: the prerendered head says what was true when it was built.
 */
export function event(webinar: Webinar, registrationSearch: WebinarsModule['registrationSearch'], now: number = buildTime()): JsonLd {
  const past = now >= webinar.startsAtMs
  const registration = absoluteUrl(`/webinar-registration?${new URLSearchParams(registrationSearch(webinar)).toString()}`)
  return {
    '@context': context,
    '@type': 'Event',
    name: webinar.title,
    description: webinar.description,
    startDate: webinar.startIso,
    endDate: webinar.endIso,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: past ? absoluteUrl('/webinars#on-demand') : registration },
    image: [absoluteUrl(site.defaultOgImage)],
    organizer: organizationRef(),
    performer: { '@type': 'Person', name: webinar.presenter.name, jobTitle: webinar.presenter.role },
    isAccessibleForFree: true,
    ...(past ? {} : { offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: registration } }),
  }
}

/** When the pages were built (the test runner's clock where there is no build). */
function buildTime(): number {
  return typeof __BUILD_TIME__ === 'undefined' ? Date.now() : __BUILD_TIME__
}

/** What a page's loaded content may show: sections (some of them questions and answers), the webinars. */
export interface PageContent {
  readonly sections?: readonly { readonly kind: string }[]
  readonly webinars?: WebinarsModule
}

function faqItems(content: PageContent | undefined): FaqItem[] {
  return (content?.sections ?? []).flatMap((section) =>
    section.kind === 'faq' && 'items' in section ? (section as { items: readonly FaqItem[] }).items : [],
  )
}

/**
 * All structured data of a registered page. `content` is what the page's route loaded:
 * its sections where it shows FAQs, the webinars where it shows them as cards (home and
 * /webinars: one Event per series, its next session).
 */
export function pageStructuredData(path: PagePath, content?: PageContent): JsonLd[] {
  const entry: PageEntry = pages[path]
  const data: JsonLd[] = path === '/' ? [organization(), webSite()] : []
  if (entry.kind === 'service' || entry.kind === 'industry') data.push(service(path, entry))
  const questions = faqItems(content)
  if (questions.length > 0) data.push(faqPage(questions))
  const listing = content?.webinars
  if (listing) {
    // Each series as its next session when the page was built, or its last once it has ended.
    const now = buildTime()
    const sessions = listing.webinars.flatMap((series) => listing.nextSession(series, now) ?? series.sessions.at(-1) ?? [])
    data.push(...sessions.map((webinar) => event(webinar, listing.registrationSearch, now)))
  }
  if (path !== '/') data.push(breadcrumbs(path, entry.heading))
  return data
}
