import type { ChiprCaseStudy, NotionCaseStudy } from '../case-studies'
import type { PageEntry } from './types'

/**
 * The case-study pages (src/routes/case-studies/$slug.tsx).
 * Keyed by slug (the page is `/case-studies/<slug>`); `load` imports only that page's
 * content module, so each page's first load carries its own words and no one else's.
 */
export const caseStudyPages = {
  chipr: {
    title: 'Chipr Case Study: Field Sales AI for Fibre Retail',
    heading: 'Chipr: AI for a 1,600-Rep Field Sales Force',
    kind: 'case-study',
    section: 'Resources',
    load: () => import('../case-studies').then((m) => m.chipr),
  },
  notion: {
    title: 'Foliant Case Study: Unified Lead-to-Cash with AI',
    heading: 'Foliant: Unified Lead-to-Cash with AI',
    kind: 'case-study',
    section: 'Resources',
    load: () => import('../case-studies').then((m) => m.notion),
  },
} as const satisfies Record<string, PageEntry<ChiprCaseStudy | NotionCaseStudy>>

export type CaseStudySlug = keyof typeof caseStudyPages
