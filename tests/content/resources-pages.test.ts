import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { aiUseCasesPage, businessFunctions } from '~/content/ai-use-cases'
import { playbooksPage } from '~/content/playbooks'
import { knownPaths, servicePageSchema } from '~/content/schema'
import { bookFreeAutomation, specialOfferPage, type SpecialOfferSection } from '~/content/special-offer'
import { downloadFiles } from '~/content/download-files'

const problems = (issues: v.BaseIssue<unknown>[]) => issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`)
function check<T extends v.GenericSchema>(schema: T, value: unknown) {
  const result = v.safeParse(schema, value)
  return result.success ? [] : problems(result.issues)
}

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'))
const stat = v.object({ value: text, label: text })
const internalLink = v.object({
  label: text,
  to: v.pipe(
    v.string(),
    v.check((path) => knownPaths.has(path), 'must link to a page of the site'),
  ),
})
/** The service-page schema, reused for the standard sections (cards, timeline, process, faq...). */
const serviceSections = servicePageSchema.entries.sections
const serviceSection = v.pipe(
  v.unknown(),
  v.check((section) => v.is(serviceSections, [section]), 'must be a valid service-page section'),
)
/** A booking button: /contact with a topic, never a page link. */
const booking = (label: string, topic: string) => v.object({ label: v.literal(label), topic: v.literal(topic) })

const playbookSchema = v.object({
  title: text,
  description: text,
  chapters: v.pipe(v.array(text), v.minLength(3, 'a playbook lists at least three chapters')),
  metrics: v.pipe(v.array(stat), v.minLength(1)),
})
const playbooksSchema = v.object({
  hero: v.object({
    eyebrow: text,
    description: text,
    primary: v.object({ label: v.literal('Download All Playbooks'), file: v.literal(downloadFiles.playbooks) }),
    secondary: booking('Ask for a Walkthrough', 'Playbooks walkthrough'),
    note: text,
  }),
  playbooks: v.object({ id: text, heading: text, intro: text, note: text, items: v.pipe(v.array(playbookSchema), v.length(6, 'six playbooks')) }),
  tools: v.pipe(serviceSection, v.check((s) => (s as { items: unknown[] }).items.length === 4, 'four tool groups')),
  guides: v.pipe(serviceSection, v.check((s) => (s as { items: unknown[] }).items.length === 3, 'three audience guides')),
  closing: v.object({ heading: text, text, primary: v.object({ label: v.literal('Download All Resources'), file: v.literal(downloadFiles.resources) }), note: text }),
})

const useCaseSchema = v.object({
  title: text,
  description: text,
  // A generic citation of a public report: "Publisher, Title, Year", no figures.
  source: v.optional(v.pipe(text, v.regex(/^[^,\d]+, [^\d]+, (19|20)\d\d$/, 'cite as "Publisher, Title, Year" without figures'))),
  productFit: internalLink,
})
const aiUseCasesSchema = v.object({
  hero: v.object({ eyebrow: text, spend: v.pipe(v.array(text), v.minLength(1)), sourceNote: text, stats: v.pipe(v.array(stat), v.minLength(1)), jumpLabel: text }),
  functions: v.pipe(
    v.array(v.object({ id: text, name: v.picklist(businessFunctions), intro: text, useCases: v.pipe(v.array(useCaseSchema), v.minLength(2)) })),
    v.length(5, 'five function sections'),
  ),
  checklist: v.object({
    id: text,
    heading: text,
    intro: text,
    caption: text,
    columns: v.tuple([v.literal('Function'), v.literal('Fast Pilot (30-60 days)'), v.literal('KPI to Watch')]),
    rows: v.pipe(v.array(v.object({ function: v.picklist(businessFunctions), pilot: text, kpi: text })), v.length(5)),
  }),
  closing: v.object({ heading: text, text, primary: booking('Book Strategy Call', 'Strategy call') }),
})

const freeAutomationCall = booking('Book My Free Automation Call', 'Free AI workflow automation')
const offerSection = v.union([
  v.object({
    kind: v.literal('eligibility'),
    id: text,
    heading: text,
    intro: text,
    criteria: v.pipe(v.array(v.object({ requirement: text, detail: text })), v.length(3)),
  }),
  v.object({
    kind: v.literal('results'),
    id: text,
    heading: text,
    intro: text,
    items: v.pipe(v.array(v.object({ client: text, industry: text, workflow: text, result: text })), v.minLength(1)),
    note: text,
    link: internalLink,
  }),
  serviceSection,
])
const specialOfferSchema = v.object({
  hero: v.object({ eyebrow: text, badge: text, description: text, stats: v.pipe(v.array(stat), v.length(4)), primary: freeAutomationCall, note: text }),
  sections: v.pipe(v.array(offerSection), v.minLength(6)),
  closing: v.object({ heading: text, text, primary: freeAutomationCall, note: text }),
})

function offerSectionOf<K extends SpecialOfferSection['kind']>(kind: K): Extract<SpecialOfferSection, { kind: K }> {
  const section = specialOfferPage.sections.find((s) => s.kind === kind)
  if (!section) throw new Error(`no ${kind} section`)
  return section as Extract<SpecialOfferSection, { kind: K }>
}

describe('/playbooks content', () => {
  it('is complete and its links resolve', () => {
    expect(check(playbooksSchema, playbooksPage)).toEqual([])
  })

  it('has six playbooks, four tool groups and three audience guides', () => {
    expect(playbooksPage.playbooks.items).toHaveLength(6)
    expect(playbooksPage.tools.items).toHaveLength(4)
    expect(playbooksPage.guides.items).toHaveLength(3)
    expect(new Set(playbooksPage.playbooks.items.map((p) => p.title)).size).toBe(6)
  })

  it('names each button by what it does: two PDF downloads and a walkthrough call', () => {
    expect([playbooksPage.hero.primary.label, playbooksPage.hero.secondary.label, playbooksPage.closing.primary.label]).toEqual([
      'Download All Playbooks',
      'Ask for a Walkthrough',
      'Download All Resources',
    ])
    expect(playbooksPage.hero.note).toMatch(/PDF/)
    expect(playbooksPage.closing.note).toMatch(/downloads at once/)
  })
})

describe('/ai-use-cases content', () => {
  it('is complete, cites sources generically and links each use case to a service page', () => {
    expect(check(aiUseCasesSchema, aiUseCasesPage)).toEqual([])
    for (const group of aiUseCasesPage.functions) {
      for (const useCase of group.useCases) expect(useCase.productFit.to).toMatch(/^\/services\//)
    }
  })

  it('has the five functions in order, with one checklist row each', () => {
    const order = ['Marketing', 'Sales', 'Customer Support', 'Customer Success', 'Product Development']
    expect(aiUseCasesPage.functions.map((f) => f.name)).toEqual(order)
    expect(aiUseCasesPage.checklist.rows.map((row) => row.function)).toEqual(order)
    expect(new Set(aiUseCasesPage.functions.map((f) => f.id)).size).toBe(5)
  })

  it('has the checklist columns and the 30-60 day pilot window', () => {
    expect(aiUseCasesPage.checklist.columns).toEqual(['Function', 'Fast Pilot (30-60 days)', 'KPI to Watch'])
    expect(aiUseCasesPage.hero.stats).toContainEqual({ value: '30-60 days', label: 'Fast pilot window' })
    expect(aiUseCasesPage.hero.eyebrow).toBe('Generative AI spend')
  })
})

describe('/special-offer content', () => {
  it('is complete and its links resolve', () => {
    expect(check(specialOfferSchema, specialOfferPage)).toEqual([])
  })

  it('runs the sections in the spec order', () => {
    expect(specialOfferPage.sections.map((s) => s.kind)).toEqual(['timeline', 'cards', 'eligibility', 'process', 'results', 'faq'])
  })

  it('lists the phases with their spec durations', () => {
    expect(offerSectionOf('timeline').steps.map((step) => step.title)).toEqual([
      '2-hour discovery workshop',
      '2-week build',
      '1-week user test',
      '1-week go-live',
      'Post-launch report',
    ])
  })

  it('has six function groups of sample workflows', () => {
    const groups = offerSectionOf('cards').items
    expect(groups).toHaveLength(6)
    for (const group of groups) expect(group.features?.length ?? 0).toBeGreaterThanOrEqual(3)
  })

  it('states the eligibility figures', () => {
    const eligibility = offerSectionOf('eligibility')
    expect(eligibility.criteria.map((c) => c.requirement)).toEqual(['50 or more employees', 'API-accessible data', 'An executive sponsor with 30-minute weekly check-ins'])
    expect(eligibility.intro).toContain('50 or more employees, API-accessible data and an executive sponsor with 30-minute weekly check-ins')
  })

  it('states 6 slots per quarter and selection within 5 business days', () => {
    expect(specialOfferPage.hero.badge).toBe('6 slots per quarter')
    for (const note of [specialOfferPage.hero.note, specialOfferPage.closing.note]) {
      expect(note).toBe('6 slots per quarter; selection confirmed within 5 business days.')
    }
    expect(offerSectionOf('process').steps.map((s) => s.duration)).toContain('Within 5 business days')
  })

  it('books both free automation calls through /contact with the same topic', () => {
    expect(specialOfferPage.hero.primary).toEqual(bookFreeAutomation)
    expect(specialOfferPage.closing.primary).toEqual(bookFreeAutomation)
    expect(bookFreeAutomation).toEqual({ label: 'Book My Free Automation Call', topic: 'Free AI workflow automation' })
  })
})

describe('resource page schemas', () => {
  it('reject content that breaks the rules', () => {
    const fivePlaybooks = { ...playbooksPage, playbooks: { ...playbooksPage.playbooks, items: playbooksPage.playbooks.items.slice(1) } }
    expect(check(playbooksSchema, fivePlaybooks)).not.toEqual([])

    const deadLink = {
      ...aiUseCasesPage,
      functions: aiUseCasesPage.functions.map((f, i) =>
        i === 0 ? { ...f, useCases: f.useCases.map((u) => ({ ...u, productFit: { label: 'Nowhere', to: '/nowhere' } })) } : f,
      ),
    }
    expect(check(aiUseCasesSchema, deadLink)).not.toEqual([])

    const preciseSource = { ...aiUseCasesPage.functions[0]?.useCases[0], source: 'Some survey: 72% of CMOs, 2024' }
    expect(check(useCaseSchema, preciseSource)).not.toEqual([])

    const threeStepProcess = {
      ...specialOfferPage,
      sections: specialOfferPage.sections.map((s) => (s.kind === 'process' ? { ...s, steps: s.steps.slice(1) } : s)),
    }
    expect(check(specialOfferSchema, threeStepProcess)).not.toEqual([])

    const pageLinkInsteadOfBooking = { ...specialOfferPage, closing: { ...specialOfferPage.closing, primary: { label: 'Book My Free Automation Call', to: '/contact' } } }
    expect(check(specialOfferSchema, pageLinkInsteadOfBooking)).not.toEqual([])
  })
})
