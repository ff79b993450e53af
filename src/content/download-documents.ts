/**
 * The download files as documents: title, sections and their items, read from the same
 * content the pages show (the build renders them as PDFs: scripts/downloads/render-pdf.ts).
 */
import { site } from '~/config/site'
import { downloadFiles } from './download-files'
import { playbooksPage } from './playbooks'
import { pages, type PagePath } from './registry'
import type { ServicePageContent, ServiceSection } from './service-page'
import { adtech } from './verticals/adtech'
import { martech } from './verticals/martech'
import { telecom } from './verticals/telecom'

export interface DocumentItem {
  title?: string
  text: string
  /** Checklist lines under the text. */
  points?: readonly string[]
}

export interface DocumentSection {
  heading: string
  intro?: string
  items: readonly DocumentItem[]
}

export interface DownloadDocument {
  /** Site path of the file ('/downloads/….pdf'). */
  path: string
  title: string
  subtitle: string
  sections: readonly DocumentSection[]
  /** Where the reader goes next: the page itself and the contact page. */
  footer: string
}

/** One page section as document items, whatever its kind. */
export function sectionItems(section: ServiceSection): DocumentItem[] {
  switch (section.kind) {
    case 'stats':
      return section.items.map((stat) => ({ title: stat.value, text: stat.label }))
    case 'cards':
      return section.items.map((item) => ({ title: item.title, text: [item.description, item.outcomes].filter(Boolean).join(' '), ...(item.features ? { points: item.features } : {}) }))
    case 'modules':
      return section.items.map((item) => ({ title: item.title, text: `${item.painPoint} ${item.deliverables} (${item.metric})` }))
    case 'bundles':
      return section.items.map((item) => ({ title: item.title, text: `${item.description} ${item.specs.timeline}; ${item.specs.fee}.`, points: item.features }))
    case 'process':
      return section.steps.map((step) => ({ title: `${step.title} (${step.duration})`, text: step.description }))
    case 'stack':
      return section.groups.map((group) => ({ title: group.name, text: group.items.join(', ') }))
    case 'timeline':
      return [...section.steps.map((step) => ({ title: `${step.period}: ${step.title}`, text: step.description })), ...(section.note ? [{ text: section.note }] : [])]
    case 'faq':
      return section.items.map((item) => ({ title: item.question, text: item.answer }))
  }
}

const footerFor = (path: PagePath) => `${site.brandName} · ${new URL(path, `${site.origin}/`).href} · Talk to an AI advisor: ${new URL('/contact', `${site.origin}/`).href}`

/** An industry page as its solution brief: the hero's claim and figures, then every section. */
function solutionBrief(path: string, content: ServicePageContent): DownloadDocument {
  return {
    path,
    title: `${pages[content.path].heading}: Solution Brief`,
    subtitle: content.hero.description,
    sections: [
      { heading: 'At a glance', items: content.hero.stats.map((stat) => ({ title: stat.value, text: stat.label })) },
      ...content.sections.map((section) => ({ heading: section.heading, ...('intro' in section && section.intro ? { intro: section.intro } : {}), items: sectionItems(section) })),
    ],
    footer: footerFor(content.path),
  }
}

const playbookSections: DocumentSection[] = playbooksPage.playbooks.items.map((playbook) => ({
  heading: playbook.title,
  intro: playbook.description,
  items: [
    ...playbook.chapters.map((chapter, i) => ({ title: `Chapter ${i + 1}`, text: chapter })),
    { title: 'What it targets', text: playbook.metrics.map((metric) => `${metric.value} ${metric.label.toLowerCase()}`).join('; ') },
  ],
}))

export const downloadDocuments: readonly DownloadDocument[] = [
  solutionBrief(downloadFiles.telecomBrief, telecom),
  solutionBrief(downloadFiles.adtechBrief, adtech),
  solutionBrief(downloadFiles.martechBrief, martech),
  {
    path: downloadFiles.playbooks,
    title: pages['/playbooks'].heading,
    subtitle: `${playbooksPage.playbooks.intro} ${playbooksPage.playbooks.note}`,
    sections: playbookSections,
    footer: footerFor('/playbooks'),
  },
  {
    path: downloadFiles.resources,
    title: `${pages['/playbooks'].heading}, Tools and Guides`,
    subtitle: playbooksPage.closing.text,
    sections: [
      ...playbookSections,
      ...[playbooksPage.tools, playbooksPage.guides].map((section) => ({ heading: section.heading, ...(section.intro ? { intro: section.intro } : {}), items: sectionItems(section) })),
    ],
    footer: footerFor('/playbooks'),
  },
]
