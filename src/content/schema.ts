import * as v from 'valibot'
import { percentChange } from './figures'
import { allPages } from './registry/all-pages'
import { downloadFiles } from './download-files'

/** Every path a link in page content may point to. */
export const knownPaths = new Set<string>(allPages.map((page) => page.path))

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'))
const internalPath = v.pipe(
  v.string(),
  v.check((path) => knownPaths.has(path), 'must link to a page of the site'),
)

export const pageMetaSchema = v.object({
  title: v.pipe(text, v.maxLength(60, 'SEO title must be at most 60 characters')),
  description: v.pipe(text, v.minLength(50, 'description must be at least 50 characters'), v.maxLength(160, 'description must be at most 160 characters')),
  keywords: v.optional(v.array(text)),
  heading: text,
  intro: v.optional(text),
  section: text,
})

/**
 * A figure; a fall in percent ('-85%') must say which way its measure improves, so that a chart
 * draws a reduction in training cost as the win it is (figures.ts).
 */
export const statSchema = v.pipe(
  v.object({ value: text, label: text, better: v.optional(v.picklist(['higher', 'lower'])) }),
  v.check((stat) => percentChange(stat.value) === null || percentChange(stat.value)! > 0 || stat.better !== undefined, 'a fall in percent must say which way is better'),
)
const stat = statSchema
const cta = v.pipe(
  v.object({ label: text, topic: v.optional(text), to: v.optional(internalPath), file: v.optional(v.picklist(Object.values(downloadFiles), 'must be a file the site ships (src/content/download-files.ts)')) }),
  v.check((c) => [c.topic, c.to, c.file].filter(Boolean).length === 1, 'a call to action needs exactly one of topic, to or file'),
)

const section = v.variant('kind', [
  v.object({ kind: v.literal('stats'), id: text, heading: text, items: v.pipe(v.array(stat), v.minLength(1)) }),
  v.object({
    kind: v.literal('cards'),
    id: text,
    heading: text,
    intro: v.optional(text),
    items: v.pipe(
      v.array(
        v.object({ title: text, tag: v.optional(text), description: text, features: v.optional(v.array(text)), buyers: v.optional(text), outcomes: v.optional(text) }),
      ),
      v.minLength(1),
    ),
  }),
  v.object({
    kind: v.literal('modules'),
    id: text,
    heading: text,
    intro: v.optional(text),
    items: v.array(v.object({ title: text, buyer: text, painPoint: text, inputs: text, deliverables: text, metric: text })),
  }),
  v.object({
    kind: v.literal('bundles'),
    id: text,
    heading: text,
    intro: v.optional(text),
    cta,
    items: v.array(
      v.object({
        title: text,
        description: text,
        features: v.pipe(v.array(text), v.minLength(1)),
        specs: v.object({ timeline: text, fee: text, idealBuyer: text }),
        notes: v.optional(text),
      }),
    ),
  }),
  v.object({
    kind: v.literal('process'),
    id: text,
    heading: text,
    intro: v.optional(text),
    steps: v.pipe(v.array(v.object({ title: text, duration: text, description: text })), v.length(4, 'a process has four steps')),
  }),
  v.object({ kind: v.literal('stack'), id: text, heading: text, intro: v.optional(text), groups: v.array(v.object({ name: text, items: v.array(text) })) }),
  v.object({
    kind: v.literal('timeline'),
    id: text,
    heading: text,
    intro: v.optional(text),
    steps: v.pipe(v.array(v.object({ period: text, title: text, description: text })), v.minLength(2, 'a timeline has at least two steps')),
    note: v.optional(text),
  }),
  v.object({
    kind: v.literal('faq'),
    id: text,
    heading: text,
    intro: v.optional(text),
    items: v.pipe(v.array(v.object({ question: text, answer: text })), v.minLength(1)),
  }),
])

export const servicePageSchema = v.object({
  path: internalPath,
  hero: v.object({ eyebrow: text, description: text, stats: v.pipe(v.array(stat), v.length(4)), primary: cta, secondary: v.optional(cta) }),
  sections: v.pipe(v.array(section), v.minLength(1)),
  closing: v.object({ heading: text, text, primary: cta, secondary: v.optional(cta) }),
})

/** Every internal link of the home page content, for the link check. */
export const homeLinksSchema = v.array(internalPath)
