import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { site } from '~/config/site'
import { aboutClosing, mission, team, teamEmailDomain, values } from '~/content/about'
import { caseCards, caseStudiesIndex, chipr, notion } from '~/content/case-studies'
import { knownPaths } from '~/content/schema'

const problems = (issues: v.BaseIssue<unknown>[]) => issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`)
function check<T extends v.GenericSchema>(schema: T, value: unknown) {
  const result = v.safeParse(schema, value)
  return result.success ? [] : problems(result.issues)
}

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'))
const stat = v.object({ value: text, label: text })
const internalPath = v.pipe(
  v.string(),
  v.check((path) => knownPaths.has(path), 'must link to a page of the site'),
)
const strategyCall = v.object({ label: v.literal('Book Strategy Call'), topic: v.literal('Strategy call') })

const valueCard = v.object({ title: text, description: text, icon: v.picklist(['lightbulb', 'handshake', 'award', 'users']) })
const teamMember = v.object({
  name: text,
  role: text,
  tagline: text,
  expertise: v.pipe(v.array(text), v.length(3, 'exactly three expertise tags')),
  image: v.optional(v.pipe(v.string(), v.url())),
  social: v.object({
    profileUrl: v.pipe(v.string(), v.url(), v.startsWith('https://', 'profile link must be https')),
    email: v.pipe(v.string(), v.email()),
  }),
})
const aboutSchema = v.object({
  mission: v.object({ heading: text, paragraphs: v.pipe(v.array(text), v.minLength(1)), stats: v.array(stat) }),
  values: v.object({ heading: text, intro: text, items: v.pipe(v.array(valueCard), v.length(4)) }),
  team: v.object({ heading: v.literal('Meet Our Team'), intro: text, members: v.pipe(v.array(teamMember), v.length(7)) }),
  closing: v.object({ heading: text, text, primary: strategyCall }),
})

const caseCard = v.object({
  title: text,
  subtitle: text,
  description: text,
  metrics: v.pipe(v.array(stat), v.length(4, 'a case card has four metrics')),
  industry: text,
  workforce: text,
  scope: text,
  link: internalPath,
  icon: v.picklist(['trending-up', 'layers']),
})
const table = <T extends v.ObjectEntries>(row: T) => v.object({ heading: text, intro: text, caption: text, rows: v.pipe(v.array(v.object(row)), v.minLength(3)) })
const module = v.object({ title: text, description: text, features: v.pipe(v.array(text), v.minLength(1)), kpi: text })
const base = {
  path: internalPath,
  eyebrow: text,
  summary: text,
  facts: v.object({ industry: text, workforce: text, scope: text }),
  challenges: table({ challenge: text, impact: text }),
  quote: v.object({ heading: text, text, attribution: text }),
  closing: v.object({ heading: text, text, primary: strategyCall }),
}
const chiprSchema = v.object({
  ...base,
  metrics: v.pipe(v.array(stat), v.length(4)),
  solution: v.object({ heading: text, intro: text, modules: v.pipe(v.array(module), v.minLength(3)) }),
  timeline: v.object({ heading: text, intro: text, steps: v.pipe(v.array(v.object({ period: text, title: text, description: text })), v.length(6)) }),
  outcomes: table({ metric: text, before: text, after: text }),
  stack: v.object({ heading: text, intro: text, groups: v.pipe(v.array(v.object({ name: text, items: v.pipe(v.array(text), v.minLength(1)) })), v.minLength(1)) }),
})
const notionSchema = v.object({
  ...base,
  metrics: v.pipe(v.array(stat), v.length(3)),
  solution: v.object({ heading: text, intro: text, modules: v.pipe(v.array(module), v.length(4)) }),
  outcomes: v.object({ heading: text, intro: text, items: v.pipe(v.array(text), v.minLength(3)) }),
})

const about = { mission, values, team, closing: aboutClosing }
const figures = (metrics: readonly { value: string; label: string }[]) => metrics.map((m) => `${m.label} ${m.value}`)

describe('about page content', () => {
  it('is complete: four values, seven team members with three tags, a strategy call button', () => {
    expect(check(aboutSchema, about)).toEqual([])
  })

  it('uses the spec value card titles in order', () => {
    expect(values.items.map((item) => item.title)).toEqual(['Innovation First', 'Client Success', 'Technical Excellence', 'Collaborative Growth'])
  })

  it('gives every team member a unique name and an address at the site domain', () => {
    const names = team.members.map((m) => m.name)
    expect(new Set(names).size).toBe(7)
    expect(teamEmailDomain).toBe(site.contactEmail.split('@')[1])
    for (const member of team.members) {
      expect(member.social.email.endsWith(`@${teamEmailDomain}`)).toBe(true)
      expect(member.social.profileUrl).toBe(site.socialUrl)
    }
    expect(new Set(team.members.map((m) => m.social.email)).size).toBe(7)
  })

  it('rejects a member with two tags or an extra value (the schema can fail)', () => {
    const [first, ...rest] = team.members
    const broken = { ...about, team: { ...team, members: [{ ...first, expertise: ['AI', 'Data'] }, ...rest] } }
    expect(check(aboutSchema, broken)).not.toEqual([])
    expect(check(aboutSchema, { ...about, values: { ...values, items: [...values.items, values.items[0]] } })).not.toEqual([])
  })
})

describe('case studies content', () => {
  it('has two complete case cards linking to the two detail pages', () => {
    expect(check(v.pipe(v.array(caseCard), v.length(2)), caseCards)).toEqual([])
    expect(caseCards.map((c) => [c.title, c.link])).toEqual([
      ['Chipr', '/case-studies/chipr'],
      ['Foliant', '/case-studies/notion'],
    ])
    expect(caseStudiesIndex.labels).toEqual({ industry: 'Industry', scale: 'Scale', scope: 'Scope', link: 'Read Case Study' })
  })

  it('shows the spec figures on the cards', () => {
    expect(figures(caseCards[0]?.metrics ?? [])).toEqual(['Revenue per rep +38%', 'Training cost -90%', 'First-call resolution +19%', 'Forecast accuracy +14%'])
    expect(figures(caseCards[1]?.metrics ?? [])).toEqual(['Lead-to-cash Unified', 'Email performance +42%', 'Data disputes -85%', 'Campaign launch 3x faster'])
    expect(caseCards[0]?.workforce).toBe('1,600+ employees')
  })

  it('Chipr: four headline metrics, a six-step timeline, challenge and before/after tables, a stack and a role-attributed quote', () => {
    expect(check(chiprSchema, chipr)).toEqual([])
    expect(figures(chipr.metrics)).toEqual(figures(caseCards[0]?.metrics ?? []))
    expect(chipr.timeline.steps).toHaveLength(6)
    expect(chipr.quote.attribution).toBe('VP of Sales, Chipr')
    expect(chipr.facts.workforce).toBe('1,600+ employees')
  })

  it('Foliant: three headline metrics, four modules, an outcome list including lead-to-cash', () => {
    expect(check(notionSchema, notion)).toEqual([])
    expect(figures(notion.metrics)).toEqual(['Email performance +42%', 'Data disputes -85%', 'Campaign launch 3x faster'])
    expect(notion.solution.modules).toHaveLength(4)
    expect(notion.outcomes.items.some((item) => item.startsWith('Lead-to-cash unified'))).toBe(true)
    expect(notion.quote.attribution).toMatch(/, Foliant$/)
  })

  it('rejects a five-step Chipr timeline or a four-metric Foliant header (the schemas can fail)', () => {
    expect(check(chiprSchema, { ...chipr, timeline: { ...chipr.timeline, steps: chipr.timeline.steps.slice(1) } })).not.toEqual([])
    expect(check(notionSchema, { ...notion, metrics: caseCards[1]?.metrics })).not.toEqual([])
    expect(check(caseCard, { ...caseCards[0], link: '/case-studies/acme' })).not.toEqual([])
  })
})
