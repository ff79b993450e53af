// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { pages, type PageEntry } from '~/content/registry'
import { servicePageSchema } from '~/content/schema'
import type { CtaLink, ServicePageContent, ServiceSection } from '~/content/service-page'
import { midMarket } from '~/content/verticals/mid-market'
import { techSmb } from '~/content/verticals/tech-smb'
import { telecom } from '~/content/verticals/telecom'
import { renderApp } from '../render-app'

const problems = (issues: v.BaseIssue<unknown>[]) => issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`)

const verticals = { telecom, techSmb, midMarket }

/** The section of a page with this id, narrowed to the kind the page is meant to use. */
function section<K extends ServiceSection['kind']>(content: ServicePageContent, id: string, kind: K): Extract<ServiceSection, { kind: K }> {
  const found = content.sections.find((s) => s.id === id)
  if (!found) throw new Error(`${content.path} has no section ${id}`)
  if (found.kind !== kind) throw new Error(`${content.path} section ${id} is ${found.kind}, expected ${kind}`)
  return found as Extract<ServiceSection, { kind: K }>
}

/** What the renderer keys each item of a section by (React keys must be unique). */
function itemKeys(s: ServiceSection): string[] {
  switch (s.kind) {
    case 'timeline':
      return s.steps.map((step) => step.period)
    case 'process':
      return s.steps.map((step) => step.title)
    case 'stack':
      return s.groups.map((group) => group.name)
    case 'faq':
      return s.items.map((item) => item.question)
    case 'stats':
      return s.items.map((item) => item.label)
    default:
      return s.items.map((item) => item.title)
  }
}

const statPairs = (items: readonly { value: string; label: string }[]) => items.map((s) => `${s.value} ${s.label}`)

function allCtas(content: ServicePageContent): CtaLink[] {
  return [content.hero.primary, content.hero.secondary, content.closing.primary, content.closing.secondary].filter((c): c is CtaLink => c !== undefined)
}

/** Every visible string of a page, for checking that a spec phrase appears somewhere. */
function pageText(content: ServicePageContent): string {
  const strings: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(content)
  return strings.join('\n')
}

describe('industry pages B: shared rules', () => {
  it.each(Object.entries(verticals))('%s is valid service-page content whose links resolve', (_name, content) => {
    const result = v.safeParse(servicePageSchema, content)
    expect(result.success ? [] : problems(result.issues)).toEqual([])
  })

  it.each(Object.entries(verticals))('%s is what the registry loads for its industry page, under Industries', async (_name, content) => {
    const entry: PageEntry = pages[content.path]
    expect(entry.kind).toBe('industry')
    expect(await entry.load?.()).toBe(content)
    expect(content.hero.eyebrow).toBe('Industries')
  })

  it.each(Object.entries(verticals))('%s has unique section ids, unique item keys and short contact topics', (_name, content) => {
    const ids = content.sections.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const s of content.sections) {
      const keys = itemKeys(s)
      expect(new Set(keys).size, s.id).toBe(keys.length)
    }
    // /contact keeps at most 80 characters of a topic; a longer one would be cut off.
    for (const cta of allCtas(content)) if (cta.topic) expect(cta.topic.length, cta.label).toBeLessThanOrEqual(80)
  })

  it('rejects a page that breaks the rules (the checks can fail)', () => {
    const threeStats = { ...telecom, hero: { ...telecom.hero, stats: telecom.hero.stats.slice(0, 3) } }
    expect(v.safeParse(servicePageSchema, threeStats).success).toBe(false)
    const deadLink = { ...midMarket, closing: { ...midMarket.closing, secondary: { label: 'Read', to: '/case-studies/acme' } } }
    expect(v.safeParse(servicePageSchema, deadLink).success).toBe(false)
    expect(() => section(telecom, 'telecom-pilot', 'faq')).toThrow()
  })
})

describe('/verticals/telecom (Telecom & Fibre Solutions)', () => {
  it('shows the four hero stat tiles of the spec', () => {
    expect(statPairs(telecom.hero.stats)).toEqual(['-85% Quote Time', '+18% First-Call Close', '-28% No-Shows', '-19% Churn Rate'])
  })

  it('names the audience in the hero', () => {
    expect(telecom.hero.description).toContain('regional and national internet providers, fiber overbuilders, cable operators, competitive local carriers')
  })

  it('lists five revenue-leak pain points', () => {
    expect(section(telecom, 'telecom-revenue-leaks', 'cards').items).toHaveLength(5)
  })

  it('has nine modules, each with a KPI, including the serviceability and quote figures', () => {
    const modules = section(telecom, 'telecom-modules', 'cards').items
    expect(modules.map((m) => m.title)).toEqual([
      'Instant Serviceability Check',
      'Quote and Contract Composer',
      'Live Call Assistant',
      'Digital Prospecting Agent',
      'Route and Dispatch Optimiser',
      'Install Concierge SMS Bot',
      'Bandwidth-Upsell Recommender',
      'Churn-Risk Sentinel',
      'Network-Pulse Dashboard',
    ])
    for (const m of modules) expect(m.outcomes, m.title).toBeTruthy()
    expect(modules[0]?.outcomes).toContain('answer under 2 seconds')
    expect(modules[1]?.outcomes).toContain('quote preparation from 28 minutes to 2 minutes')
  })

  it('has the four telecom-native features', () => {
    expect(section(telecom, 'telecom-native', 'cards').items.map((f) => f.title)).toEqual(['Plant and GIS Hooks', 'B/OSS Connectors', 'Offline Field App', 'Privacy Readiness'])
  })

  it('plans the 45-day pilot by week with the typical pilot scope', () => {
    const pilot = section(telecom, 'telecom-pilot', 'timeline')
    expect(pilot.heading).toContain('45-day pilot')
    expect(pilot.steps.map((s) => s.period)).toEqual(['Week 0', 'Weeks 1-2', 'Weeks 3-4', 'Weeks 5-6', 'Weeks 7-9'])
    expect(pilot.note).toContain('one build zone or a ten-rep inside-sales pod')
  })

  it('has a success snapshot with the Chipr figures', () => {
    expect(statPairs(section(telecom, 'telecom-success', 'stats').items)).toEqual([
      '+38% Revenue per rep',
      '-90% Training cost',
      '+19% First-call resolution',
      '+14% Forecast accuracy',
    ])
  })

  it('has four FAQs, one on field-tech permissions by role, union or contractor', () => {
    const faq = section(telecom, 'telecom-faq', 'faq').items
    expect(faq).toHaveLength(4)
    expect(faq.filter((f) => f.answer.includes('field-tech permissions and time tracking adjust by role, union or contractor'))).toHaveLength(1)
  })

  it('books demos through /contact, downloads the solution brief the site ships and links the case study to Chipr', () => {
    expect(telecom.hero.primary).toEqual({ label: 'Book a 30-min demo', topic: expect.any(String) })
    expect(telecom.hero.secondary).toEqual({ label: 'Download solution brief', file: '/downloads/telecom-fiber-solution-brief.pdf' })
    expect(telecom.closing.secondary).toEqual({ label: 'Read Full Case Study', to: '/case-studies/chipr' })
  })
})

describe('/verticals/tech-smb (Launchpad)', () => {
  it('shows the four hero stats of the spec and speaks to start-ups', () => {
    expect(statPairs(techSmb.hero.stats)).toEqual(['15hrs/wk time saved', '-22% CAC', '+150/mo leads', '2x faster hiring'])
    expect(techSmb.hero.description).toContain('start-ups')
  })

  it('lists six pain points', () => {
    expect(section(techSmb, 'launchpad-pain-points', 'cards').items).toHaveLength(6)
  })

  it('has ten modules, each tagged with one of the five functions, with usage-based pricing', () => {
    const modules = section(techSmb, 'launchpad-modules', 'cards')
    expect(modules.items).toHaveLength(10)
    const functions = ['Sales', 'Marketing', 'Recruitment', 'Operations', 'Product/Prototyping']
    for (const m of modules.items) expect(functions, m.title).toContain(m.tag)
    expect(new Set(modules.items.map((m) => m.tag))).toEqual(new Set(functions))
    expect(modules.intro).toContain('usage-based pricing')
  })

  it('has four SMB-friendly features', () => {
    const features = section(techSmb, 'launchpad-features', 'cards')
    expect(features.heading).toContain('SMB-friendly features')
    expect(features.items).toHaveLength(4)
  })

  it('plans 30 days from week 0 to week 4 with a bonus of one free automated workflow', () => {
    const plan = section(techSmb, 'launchpad-plan', 'timeline')
    expect(plan.heading).toContain('30-day plan')
    expect(plan.steps.map((s) => s.period)).toEqual(['Week 0', 'Week 1', 'Week 2', 'Week 3', 'Week 4'])
    expect(plan.note).toContain('one free automated workflow')
  })

  it('has four success snippets and three FAQs', () => {
    const snippets = section(techSmb, 'launchpad-success', 'cards').items
    expect(snippets).toHaveLength(4)
    for (const s of snippets) expect(s.outcomes, s.title).toBeTruthy()
    expect(section(techSmb, 'launchpad-faq', 'faq').items).toHaveLength(3)
  })
})

describe('/verticals/mid-market (Elevate)', () => {
  it('names the company size and revenue band and shows the four hero stats', () => {
    expect(midMarket.hero.description).toContain('200 to 2,500 employees and $25M to $750M annual revenue')
    expect(statPairs(midMarket.hero.stats)).toEqual(['30-90 days implementation', '18-25% CAC reduction', '+40% team efficiency', '90 days ROI timeline'])
  })

  it('lists five growth-ceiling pain points', () => {
    const pains = section(midMarket, 'elevate-growth-ceiling', 'cards')
    expect(pains.heading).toContain('growth ceiling')
    expect(pains.items).toHaveLength(5)
  })

  it('has ten modules in the five groups of the spec, two per group', () => {
    const modules = section(midMarket, 'elevate-modules', 'cards').items
    expect(modules).toHaveLength(10)
    const groups = ['Sales', 'Marketing', 'Recruitment/HR', 'Operations/CX', 'Product/Prototyping']
    for (const group of groups) expect(modules.filter((m) => m.tag === group), group).toHaveLength(2)
  })

  it('offers the three engagement tracks with their durations', () => {
    const tracks = section(midMarket, 'elevate-tracks', 'cards').items
    expect(tracks.map((t) => `${t.title} ${t.tag ?? ''}`)).toEqual(['Quick-Win Pilot 30 days', 'Department Sprint 60 days', 'Full-Stack Rollout 90 days'])
    expect(tracks[0]?.description).toContain('one workflow, one team')
  })

  it('tells four outcome stories and five differentiators', () => {
    expect(section(midMarket, 'elevate-outcomes', 'cards').items).toHaveLength(4)
    expect(section(midMarket, 'elevate-differentiators', 'cards').items.map((d) => d.title)).toEqual([
      'Mid-Market Focus',
      'Modular Agents',
      'Governed by Design',
      'Customer Owns the IP',
      'Outcome Billing',
    ])
  })

  it('kicks off in four steps over 30 days and answers four FAQs', () => {
    const kickStart = section(midMarket, 'elevate-kick-start', 'process')
    expect(kickStart.heading).toContain('30-day kick-start')
    expect(kickStart.steps).toHaveLength(4)
    expect(kickStart.steps.at(-1)?.duration).toContain('30')
    expect(section(midMarket, 'elevate-faq', 'faq').items).toHaveLength(4)
  })

  it('uses the business constants: 45-minute AI Opportunity Map, deploy within 3 weeks, one workflow in one department', () => {
    const text = pageText(midMarket)
    expect(text).toContain('45-minute AI Opportunity Map')
    expect(text).toContain('within 3 weeks or less')
    expect(text).toContain('one workflow in one department')
  })

  it("closes with 'Book Your Session Now' going to /contact", () => {
    expect(midMarket.closing.primary).toEqual({ label: 'Book Your Session Now', topic: expect.any(String) })
  })
})

describe('industry pages B in the running site', () => {
  it('renders the telecom page: one h1, the pilot, and buttons that go somewhere real', async () => {
    await renderApp('/verticals/telecom')
    expect(await screen.findByRole('heading', { level: 1, name: 'Telecom & Fibre Solutions' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const pilot = screen.getByRole('region', { name: 'The 45-day pilot, week by week' })
    expect(within(pilot).getAllByRole('listitem')).toHaveLength(5)
    expect(screen.getByRole('link', { name: 'Read Full Case Study' })).toHaveAttribute('href', '/case-studies/chipr')
    const brief = screen.getByRole('link', { name: /^Download solution brief/ })
    expect(brief).toHaveAttribute('href', telecom.hero.secondary?.file)
    expect(brief).toHaveAttribute('download')
  })

  it('renders Launchpad with its stats and module tags', async () => {
    await renderApp('/verticals/tech-smb')
    expect(await screen.findByRole('heading', { level: 1, name: 'Launchpad: AI for Tech SMBs' })).toBeInTheDocument()
    expect(screen.getByText('15hrs/wk')).toBeInTheDocument()
    const modules = screen.getByRole('region', { name: 'Ten modules, one for every function' })
    expect(within(modules).getAllByRole('heading', { level: 3 })).toHaveLength(10)
    expect(within(modules).getAllByText('Product/Prototyping')).toHaveLength(2)
  })

  it('renders Elevate with its kick-start steps and booking button', async () => {
    await renderApp('/verticals/mid-market')
    expect(await screen.findByRole('heading', { level: 1, name: 'Elevate: AI for the Mid-Market' })).toBeInTheDocument()
    const kickStart = screen.getByRole('region', { name: 'Your 30-day kick-start' })
    expect(within(kickStart).getAllByRole('listitem')).toHaveLength(4)
    for (const link of screen.getAllByRole('link', { name: 'Book Your Session Now' })) {
      expect(new URL(link.getAttribute('href') ?? '', 'http://x').pathname).toBe('/contact')
    }
  })
})
