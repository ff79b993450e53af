import { pages, type PagePath } from '~/content/registry'
import type { ServicePageContent, ServiceSection, Stat } from '~/content/service-page'

/** Helpers that turn typed page content into short, readable plain text for the assistant. */

/** 'Win rate +24%; Sales cycle -31%' */
export function figures(stats: readonly Stat[]): string {
  return stats.map((s) => `${s.label} ${s.value}`).join('; ')
}

/** A list in one line: 'a, b and c'. */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** Ends a phrase with a full stop unless it has one. */
export function sentence(text: string): string {
  const trimmed = text.trim()
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/** A page's heading with its route, so an answer can point to it. */
export function pageRef(path: PagePath): string {
  return `${pages[path].heading} (${path})`
}

/** One line per section: what a service or industry page offers, without the long descriptions. */
export function sectionLine(section: ServiceSection): string | null {
  switch (section.kind) {
    case 'stats':
      return `${section.heading}: ${figures(section.items)}.`
    case 'cards':
      return `${section.heading}: ${list(section.items.map((i) => i.title))}.`
    case 'modules':
      return `${section.heading}: ${list(section.items.map((i) => `${i.title} (${i.metric})`))}.`
    case 'bundles':
      return `${section.heading}: ${list(section.items.map((i) => `${i.title} (${i.specs.timeline}, ${i.specs.fee}, for ${i.specs.idealBuyer})`))}.`
    case 'process':
      return `${section.heading}: ${list(section.steps.map((s) => `${s.title} (${s.duration})`))}.`
    case 'timeline':
      return `${section.heading}: ${list(section.steps.map((s) => `${s.period} ${s.title}`))}.`
    case 'stack':
    case 'faq':
      return null
  }
}

/** A service or industry page in a few lines. */
export function servicePageSummary(page: ServicePageContent): string {
  return [
    `${pageRef(page.path)}: ${sentence(page.hero.description)}`,
    `Figures: ${figures(page.hero.stats)}.`,
    ...page.sections.map(sectionLine).filter((line): line is string => line !== null),
  ].join('\n')
}

/** A titled block of lines. */
export function block(heading: string, lines: readonly string[]): string {
  return [`## ${heading}`, ...lines].join('\n')
}
