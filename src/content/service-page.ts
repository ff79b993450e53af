import type { SampleContentKey } from '~/config/launch-checklist'
import type { PagePath } from './registry'
import type { FigureText } from './figures'

/**
 * The shape of a service or industry page: a hero and a list of sections chosen from
 * a small set of building blocks. Each such page is one typed module of this shape.
 */
export interface CtaLink {
  label: string
  /** Booking buttons go to /contact with this topic pre-filled. */
  topic?: string
  /** Or a page of the site. */
  to?: PagePath
  /** Or a file the site ships (src/content/download-files.ts): the button downloads it. */
  file?: string
}

/** A headline figure; a signed change also says which way is better (figures.ts). */
export type Stat = FigureText

export interface ServiceItem {
  title: string
  /** A short label shown above the title (a business function, a module group). */
  tag?: string
  description: string
  features?: readonly string[]
  buyers?: string
  outcomes?: string
}

export interface ServiceModule {
  title: string
  buyer: string
  painPoint: string
  inputs: string
  deliverables: string
  metric: string
}

export interface Bundle {
  title: string
  description: string
  features: readonly string[]
  specs: { timeline: string; fee: string; idealBuyer: string }
  /** Deployment or compliance notes (enterprise bundles). */
  notes?: string
}

export interface ProcessStep {
  title: string
  duration: string
  description: string
}

export interface TimelineStep {
  /** When it happens: 'Week 0', 'Weeks 1-2', 'Day 30'. */
  period: string
  title: string
  description: string
}

export interface FaqItem {
  question: string
  answer: string
}

/**
 * Content shown as fact that is a sample: the key of its launch checklist item
 * (src/config/launch-checklist.ts; only the key ships to the browser). The demo says so where it appears.
 */
export interface SampleMark {
  sample?: SampleContentKey
}

export type ServiceSection = SampleMark &
  (
  | { kind: 'stats'; id: string; heading: string; items: readonly Stat[] }
  | { kind: 'cards'; id: string; heading: string; intro?: string; items: readonly ServiceItem[] }
  | { kind: 'modules'; id: string; heading: string; intro?: string; items: readonly ServiceModule[] }
  | { kind: 'bundles'; id: string; heading: string; intro?: string; items: readonly Bundle[]; cta: CtaLink }
  | { kind: 'process'; id: string; heading: string; intro?: string; steps: readonly ProcessStep[] }
  | { kind: 'stack'; id: string; heading: string; intro?: string; groups: readonly { name: string; items: readonly string[] }[] }
  /** A plan of any length by period (pilots, 12-week rollouts), with an optional note under it. */
  | { kind: 'timeline'; id: string; heading: string; intro?: string; steps: readonly TimelineStep[]; note?: string }
  | { kind: 'faq'; id: string; heading: string; intro?: string; items: readonly FaqItem[] }
  )

export interface ServicePageContent {
  path: PagePath
  /** The h1 is the registry's heading (src/content/registry), not part of the page's content. */
  hero: {
    eyebrow: string
    description: string
    stats: readonly Stat[]
    primary: CtaLink
    secondary?: CtaLink
  }
  sections: readonly ServiceSection[]
  closing: { heading: string; text: string; primary: CtaLink; secondary?: CtaLink }
}
