// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { pages, type PageEntry } from '~/content/registry'
import { servicePageSchema } from '~/content/schema'
import type { CtaLink, ServicePageContent, ServiceSection } from '~/content/service-page'
import { adtech } from '~/content/verticals/adtech'
import { fieldSales } from '~/content/verticals/field-sales'
import { martech } from '~/content/verticals/martech'
import { renderApp } from '../render-app'

const problems = (issues: v.BaseIssue<unknown>[]) => issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`)

const verticals = { fieldSales, adtech, martech }

function section<K extends ServiceSection['kind']>(content: ServicePageContent, id: string, kind: K): Extract<ServiceSection, { kind: K }> {
  const found = content.sections.find((s) => s.id === id)
  if (!found || found.kind !== kind) throw new Error(`${content.path} has no ${kind} section "${id}"`)
  return found as Extract<ServiceSection, { kind: K }>
}

function allCtas(content: ServicePageContent): CtaLink[] {
  return [content.hero.primary, content.hero.secondary, content.closing.primary, content.closing.secondary].filter((c): c is CtaLink => c !== undefined)
}

/** Every string of a content module, to look for figures and words it must not contain. */
function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(allText)
  if (value && typeof value === 'object') return Object.values(value).flatMap(allText)
  return []
}

const pilotPeriods = ['Week 0', 'Weeks 1-2', 'Weeks 3-4', 'Weeks 5-6', 'Weeks 7-9']

describe('industry pages: field sales, adtech, martech', () => {
  it.each(Object.entries(verticals))('%s is a complete service page whose links resolve', (_name, content) => {
    const result = v.safeParse(servicePageSchema, content)
    expect(result.success ? [] : problems(result.issues)).toEqual([])
  })

  it.each(Object.entries(verticals))('%s is the registry\'s industry page for its path, under the Industries eyebrow, with unique section ids', async (_name, content) => {
    const entry: PageEntry = pages[content.path]
    expect(entry.kind).toBe('industry')
    expect(await entry.load?.()).toBe(content)
    expect(content.hero.eyebrow).toBe('Industries')
    const ids = content.sections.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each(Object.entries(verticals))('%s books demos through /contact topics and writes no placeholder copy', (_name, content) => {
    const demos = allCtas(content).filter((c) => /demo|video|brief|opportunity map/i.test(c.label))
    expect(demos.length).toBeGreaterThan(0)
    // A demo or map is booked through /contact; a brief is the file the site ships.
    for (const cta of demos) expect(/brief/i.test(cta.label) ? cta.file : cta.topic, cta.label).toMatch(/\S/)
    expect(allText(content).filter((t) => /lorem|ipsum|\bTBD\b|TODO/i.test(t))).toEqual([])
  })

  it('field sales: six tools, a 12-week plan ending at week 12, FAQ and a link to the Chipr case study', () => {
    expect(fieldSales.path).toBe('/verticals/field-sales')
    expect(section(fieldSales, 'field-sales-suite', 'cards').items).toHaveLength(6)
    const plan = section(fieldSales, 'field-sales-plan', 'timeline')
    expect(plan.heading).toContain('12-week')
    expect(plan.steps[0]?.period).toBe('Weeks 1-2')
    expect(plan.steps.at(-1)?.period).toBe('Weeks 11-12')
    expect(plan.steps.map((s) => s.period)).toEqual(['Weeks 1-2', 'Weeks 3-4', 'Weeks 5-6', 'Weeks 7-8', 'Weeks 9-10', 'Weeks 11-12'])
    expect(section(fieldSales, 'field-sales-challenges', 'cards').items.length).toBeGreaterThan(2)
    expect(section(fieldSales, 'field-sales-edge', 'cards').heading).toMatch(/edge-native/i)
    expect(section(fieldSales, 'field-sales-deliverables', 'stack').heading).toBe('What you get')
    expect(section(fieldSales, 'field-sales-faq', 'faq').items.length).toBeGreaterThan(2)
    expect(allCtas(fieldSales)).toContainEqual({ label: 'Read the Chipr Case Study', to: '/case-studies/chipr' })
  })

  it('adtech: seven modules and a week-by-week 45-day pilot from week 0 to 9, success snapshot and FAQ', () => {
    expect(adtech.path).toBe('/verticals/adtech')
    expect(section(adtech, 'adtech-modules', 'cards').items).toHaveLength(7)
    const pilot = section(adtech, 'adtech-pilot', 'timeline')
    expect(pilot.heading).toContain('45-day pilot')
    expect(pilot.steps.map((s) => s.period)).toEqual(pilotPeriods)
    expect(section(adtech, 'adtech-native', 'cards').items.length).toBeGreaterThan(2)
    expect(section(adtech, 'adtech-success', 'cards').items.length).toBeGreaterThan(1)
    expect(section(adtech, 'adtech-faq', 'faq').items.length).toBeGreaterThan(2)
  })

  it('martech: six suite modules and a 45-day pilot from week 0 to 9, success snapshot and FAQ', () => {
    expect(martech.path).toBe('/verticals/martech')
    expect(section(martech, 'martech-suite', 'cards').items).toHaveLength(6)
    const pilot = section(martech, 'martech-pilot', 'timeline')
    expect(pilot.heading).toContain('45-day pilot')
    expect(pilot.steps.map((s) => s.period)).toEqual(pilotPeriods)
    expect(section(martech, 'martech-success', 'cards').items.length).toBeGreaterThan(1)
    expect(section(martech, 'martech-faq', 'faq').items.length).toBeGreaterThan(2)
  })

  it('quotes the spec constants: free 45-minute AI Opportunity Map, 30-minute demos, deploy within 3 weeks', () => {
    for (const content of Object.values(verticals)) {
      const text = allText(content).join('\n')
      expect(text).toContain('45-minute AI Opportunity Map')
      expect(allCtas(content).map((c) => c.label)).toContain('Book a 30-min Demo')
      expect(text).not.toMatch(/\b(?:60|90)-minute\b|\b45-minute demo/)
    }
    expect(allText(fieldSales).join('\n')).toContain('within 3 weeks')
    expect(allText(adtech).join('\n')).toContain('by the end of week 3')
    expect(allText(martech).join('\n')).toContain('by the end of week 3')
  })

  it('names no client other than Chipr and success snapshots stay anonymous', () => {
    for (const content of [adtech, martech]) {
      const snapshot = content.sections.find((s) => s.id.endsWith('-success'))
      expect(snapshot?.kind).toBe('cards')
      if (snapshot?.kind !== 'cards') continue
      for (const story of snapshot.items) expect(story.title).toMatch(/^An? /)
    }
    expect(allText(fieldSales).join('\n')).toContain('Chipr')
    expect(allText({ adtech, martech }).join('\n')).not.toMatch(/Chipr|Foliant/)
  })

  it('rejects a broken vertical page (the schema can fail)', () => {
    const deadLink = { ...fieldSales, hero: { ...fieldSales.hero, secondary: { label: 'Read the case study', to: '/case-studies/nobody' } } }
    expect(v.safeParse(servicePageSchema, deadLink).success).toBe(false)
    const threeStats = { ...adtech, hero: { ...adtech.hero, stats: adtech.hero.stats.slice(0, 3) } }
    expect(v.safeParse(servicePageSchema, threeStats).success).toBe(false)
  })
})

describe('industry pages render', () => {
  it('field sales shows one h1, the six tools and a working Chipr case study link', async () => {
    await renderApp('/verticals/field-sales')
    expect(await screen.findByRole('heading', { level: 1, name: 'AI for Field Sales' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const suite = screen.getByRole('region', { name: 'The six-tool field sales suite' })
    expect(within(suite).getAllByRole('heading', { level: 3 })).toHaveLength(6)
    expect(screen.getByRole('link', { name: 'Read the Chipr Case Study' })).toHaveAttribute('href', '/case-studies/chipr')
    const demo = screen.getAllByRole('link', { name: 'Book a 30-min Demo' })[0]!
    expect(demo.getAttribute('href')).toMatch(/^\/contact\?topic=/)
  })

  it.each([
    ['/verticals/adtech', 'AI for AdTech', 'Seven AI modules for ad tech', 7],
    ['/verticals/martech', 'AI for MarTech', 'Six AI suite modules for martech', 6],
  ])('%s shows its heading, its modules and the five pilot periods', async (path, h1, modulesHeading, count) => {
    await renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: modulesHeading })).getAllByRole('heading', { level: 3 })).toHaveLength(count)
    const pilot = screen.getByRole('region', { name: 'Your 45-day pilot, week by week' })
    for (const period of pilotPeriods) expect(within(pilot).getByText(period)).toBeInTheDocument()
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
