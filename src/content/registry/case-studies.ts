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
    description:
      'How a 1,600+ person telecom and fiber field-sales company raised revenue per rep by 38% and cut training costs by 90% with an AI sales platform.',
    keywords: ['field sales AI case study', 'telecom sales AI', 'fiber retail AI'],
    heading: 'Chipr: AI for a 1,600-Rep Field Sales Force',
    kind: 'case-study',
    section: 'Resources',
    load: () => import('../case-studies').then((m) => m.chipr),
  },
  notion: {
    title: 'Notion Case Study: Unified Lead-to-Cash with AI',
    description:
      'How a digital workspace SaaS company unified lead-to-cash, lifted email performance by 42% and cut data disputes by 85% with AI automation.',
    keywords: ['SaaS AI case study', 'marketing AI case study', 'lead-to-cash automation'],
    heading: 'Notion: Unified Lead-to-Cash with AI',
    kind: 'case-study',
    section: 'Resources',
    load: () => import('../case-studies').then((m) => m.notion),
  },
} as const satisfies Record<string, PageEntry<ChiprCaseStudy | NotionCaseStudy>>

export type CaseStudySlug = keyof typeof caseStudyPages
