import type { ServicePageContent } from '../service-page'
import type { PageEntry } from './types'

/**
 * The six industry pages (src/routes/verticals/$slug.tsx).
 * Keyed by slug (the page is `/verticals/<slug>`); `load` imports only that page's
 * content module, so each page's first load carries its own words and no one else's.
 */
export const industryPages = {
  'field-sales': {
    title: 'AI for Field Sales Teams',
    description:
      'AI built for field sales: route planning, live coaching and instant quoting that works at the edge, rolled out in a 12-week implementation plan.',
    keywords: ['field sales AI', 'door-to-door sales AI', 'field rep coaching'],
    heading: 'AI for Field Sales',
    kind: 'industry',
    section: 'Industries',
    load: () => import('../verticals/field-sales').then((m) => m.fieldSales),
  },
  'adtech': {
    title: 'AI for AdTech Companies',
    description:
      'AI modules for ad-tech revenue teams: smarter bidding insight, faster campaign ops and cleaner reporting, proven in a week-by-week 45-day pilot.',
    keywords: ['adtech AI', 'programmatic advertising AI', 'ad operations automation'],
    heading: 'AI for AdTech',
    kind: 'industry',
    section: 'Industries',
    load: () => import('../verticals/adtech').then((m) => m.adtech),
  },
  'martech': {
    title: 'AI for MarTech Companies',
    description:
      'Six AI suite modules for martech platforms and their customers: content, segmentation, attribution and lifecycle automation in a 45-day pilot.',
    keywords: ['martech AI', 'marketing technology AI', 'AI for marketing platforms'],
    heading: 'AI for MarTech',
    kind: 'industry',
    section: 'Industries',
    load: () => import('../verticals/martech').then((m) => m.martech),
  },
  'telecom': {
    title: 'Telecom & Fibre AI Solutions',
    description:
      'AI for internet providers and fiber overbuilders: quote time down 85%, first-call close up 18%, no-shows down 28% and churn down 19%.',
    keywords: ['telecom AI', 'fiber sales AI', 'ISP churn reduction'],
    heading: 'Telecom & Fibre Solutions',
    kind: 'industry',
    section: 'Industries',
    load: () => import('../verticals/telecom').then((m) => m.telecom),
  },
  'tech-smb': {
    title: 'Launchpad: AI for Tech Start-ups and SMBs',
    description:
      'Launchpad gives start-ups ten usage-priced AI modules: save 15 hours a week, cut CAC by 22%, add 150 leads a month and hire twice as fast.',
    keywords: ['AI for startups', 'SMB AI', 'startup automation'],
    heading: 'Launchpad: AI for Tech SMBs',
    kind: 'industry',
    section: 'Industries',
    load: () => import('../verticals/tech-smb').then((m) => m.techSmb),
  },
  'mid-market': {
    title: 'Elevate: AI for Mid-Market Companies',
    description:
      'Elevate brings governed, modular AI agents to companies of 200 to 2,500 people: 18-25% lower CAC, 40% more team efficiency and ROI in 90 days.',
    keywords: ['mid-market AI', 'AI for growing companies', 'AI agents'],
    heading: 'Elevate: AI for the Mid-Market',
    kind: 'industry',
    section: 'Industries',
    load: () => import('../verticals/mid-market').then((m) => m.midMarket),
  },
} as const satisfies Record<string, PageEntry<ServicePageContent>>

export type IndustrySlug = keyof typeof industryPages
