import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { absoluteUrl, site } from '~/config/site'
import { industryPages, pages, servicePages, type PagePath } from '~/content/registry'
import { searchWords } from '~/content/registry/search-words'
import { allPages } from '~/content/registry/all-pages'
import { specialOfferPage } from '~/content/special-offer'
import * as webinarsModule from '~/content/webinars'
import { pageHead } from '~/head/seo'

/**
 * schema.org types as Google's rich-result documentation asks for them (required and
 * recommended properties), one valibot schema per type.
 */
const context = v.literal('https://schema.org')
const text = v.pipe(v.string(), v.minLength(1))
const absoluteUrlText = v.pipe(v.string(), v.url(), v.startsWith(site.origin))
const isoWithOffset = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/, 'ISO 8601 with a UTC offset'))
const organizationRef = v.object({ '@type': v.literal('Organization'), name: text, url: absoluteUrlText })

const schemas = {
  Organization: v.object({ '@context': context, '@type': v.literal('Organization'), name: text, url: absoluteUrlText, logo: absoluteUrlText }),
  WebSite: v.object({ '@context': context, '@type': v.literal('WebSite'), name: text, url: absoluteUrlText }),
  Service: v.object({
    '@context': context,
    '@type': v.literal('Service'),
    name: text,
    description: text,
    provider: organizationRef,
    areaServed: text,
    serviceType: text,
  }),
  FAQPage: v.object({
    '@context': context,
    '@type': v.literal('FAQPage'),
    mainEntity: v.pipe(
      v.array(v.object({ '@type': v.literal('Question'), name: text, acceptedAnswer: v.object({ '@type': v.literal('Answer'), text }) })),
      v.minLength(1),
    ),
  }),
  Event: v.object({
    '@context': context,
    '@type': v.literal('Event'),
    name: text,
    description: text,
    startDate: isoWithOffset,
    endDate: isoWithOffset,
    eventStatus: v.literal('https://schema.org/EventScheduled'),
    eventAttendanceMode: v.literal('https://schema.org/OnlineEventAttendanceMode'),
    location: v.object({ '@type': v.literal('VirtualLocation'), url: absoluteUrlText }),
    organizer: organizationRef,
    performer: v.object({ '@type': v.literal('Person'), name: text }),
    image: v.pipe(v.array(absoluteUrlText), v.minLength(1)),
  }),
  BreadcrumbList: v.object({
    '@context': context,
    '@type': v.literal('BreadcrumbList'),
    itemListElement: v.pipe(
      v.array(v.object({ '@type': v.literal('ListItem'), position: v.pipe(v.number(), v.integer(), v.minValue(1)), name: text, item: absoluteUrlText })),
      v.minLength(2),
    ),
  }),
} as const

type TypeName = keyof typeof schemas

/** The JSON-LD objects a head() result writes, parsed back from their script text. */
function jsonLdOf(head: { scripts?: { children: string }[] }): Record<string, unknown>[] {
  return (head.scripts ?? []).map((script) => JSON.parse(script.children) as Record<string, unknown>)
}

function expectValid(data: Record<string, unknown>[]) {
  for (const item of data) {
    const type = item['@type'] as TypeName
    expect(Object.keys(schemas), `known type ${String(type)}`).toContain(type)
    const result = v.safeParse(schemas[type], item)
    expect(result.success ? [] : result.issues.map((issue) => `${type} ${v.getDotPath(issue) ?? ''}: ${issue.message}`)).toEqual([])
  }
}

const typesOf = (data: Record<string, unknown>[]) => data.map((item) => item['@type'])

describe('structured data (JSON-LD) from the page registry', () => {
  it('describes the agency and the site on the home page, and each webinar card on it once', () => {
    const data = jsonLdOf(pageHead('/', { webinars: webinarsModule }))
    expect(typesOf(data)).toEqual(['Organization', 'WebSite', ...webinarsModule.webinars.map(() => 'Event')])
    expectValid(data)
    expect(data[0]).toMatchObject({ name: site.brandName, url: absoluteUrl('/') })
  })

  it.each(Object.keys(servicePages))('makes /services/%s a Service provided by the agency, with breadcrumbs', (slug) => {
    const path = `/services/${slug}` as PagePath
    const data = jsonLdOf(pageHead(path))
    expect(typesOf(data)).toEqual(['Service', 'BreadcrumbList'])
    expectValid(data)
    expect(data[0]).toMatchObject({ name: pages[path].heading, description: searchWords[path].description })
  })

  it.each(Object.keys(industryPages))('gives /verticals/%s a Service and an FAQPage with every question the page shows', async (slug) => {
    const path = `/verticals/${slug}` as PagePath
    const content = await industryPages[slug as keyof typeof industryPages].load()
    const data = jsonLdOf(pageHead(path, content))
    expect(typesOf(data)).toEqual(['Service', 'FAQPage', 'BreadcrumbList'])
    expectValid(data)
    const shown = content.sections.flatMap((section) => (section.kind === 'faq' ? section.items : []))
    expect((data[1] as { mainEntity: unknown[] }).mainEntity).toHaveLength(shown.length)
  })

  it('gives the free-offer page an FAQPage from its questions', () => {
    const data = jsonLdOf(pageHead('/special-offer', specialOfferPage))
    expect(typesOf(data)).toEqual(['FAQPage', 'BreadcrumbList'])
    expectValid(data)
  })

  it('lists every webinar series on /webinars as an online Event: its next session, with its start in its own time zone', () => {
    const data = jsonLdOf(pageHead('/webinars', { webinars: webinarsModule }))
    expect(typesOf(data)).toEqual([...webinarsModule.webinars.map(() => 'Event'), 'BreadcrumbList'])
    expectValid(data)
    const first = webinarsModule.webinars[0]
    const next = first && webinarsModule.nextSession(first, Date.now())
    expect(data[0]).toMatchObject({ name: first?.title, performer: { name: first?.presenter.name }, startDate: next?.startIso, eventStatus: 'https://schema.org/EventScheduled' })
    expect(Date.parse(String(data[0]?.startDate))).toBeGreaterThan(Date.now())
  })

  it('gives every inner page breadcrumbs from home through its registered parents', () => {
    for (const page of allPages.filter((p) => p.kind !== 'article' && p.path !== '/')) {
      const data = jsonLdOf(pageHead(page.path as PagePath))
      const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList')
      expect(crumbs, page.path).toBeDefined()
      expectValid([crumbs as Record<string, unknown>])
    }
    const crumbs = jsonLdOf(pageHead('/case-studies/chipr')).at(-1) as { itemListElement: { name: string; item: string }[] }
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', pages['/case-studies'].heading, pages['/case-studies/chipr'].heading])
    expect(crumbs.itemListElement.at(-1)?.item).toBe(absoluteUrl('/case-studies/chipr'))
  })
})

describe('the page registry', () => {
  it('lists every page once, articles included, with an absolute path and a kind', () => {
    const paths = allPages.map((page) => page.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const page of allPages) expect(page.path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/)
    expect(allPages.filter((page) => page.kind === 'service')).toHaveLength(6)
    expect(allPages.filter((page) => page.kind === 'industry')).toHaveLength(6)
    expect(allPages.filter((page) => page.kind === 'case-study').map((page) => page.path)).toEqual(['/case-studies/chipr', '/case-studies/notion'])
  })

  it("loads each family page's own content module, which names the same path", async () => {
    for (const [slug, entry] of Object.entries(servicePages)) expect((await entry.load()).path).toBe(`/services/${slug}`)
    for (const [slug, entry] of Object.entries(industryPages)) expect((await entry.load()).path).toBe(`/verticals/${slug}`)
  })
})
