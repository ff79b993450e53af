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
    heading: 'AI for Field Sales',
    kind: 'industry',
    section: 'Industries',
    load: () => import('../verticals/field-sales').then((m) => m.fieldSales),
  },
  'adtech': {
    title: 'AI for AdTech Companies',
    heading: 'AI for AdTech',
    kind: 'industry',
    section: 'Industries',
    load: () => import('../verticals/adtech').then((m) => m.adtech),
  },
  'martech': {
    title: 'AI for MarTech Companies',
    heading: 'AI for MarTech',
    kind: 'industry',
    section: 'Industries',
    load: () => import('../verticals/martech').then((m) => m.martech),
  },
  'telecom': {
    title: 'Telecom & Fibre AI Solutions',
    heading: 'Telecom & Fibre Solutions',
    kind: 'industry',
    section: 'Industries',
    load: () => import('../verticals/telecom').then((m) => m.telecom),
  },
  'tech-smb': {
    title: 'Launchpad: AI for Tech Start-ups and SMBs',
    heading: 'Launchpad: AI for Tech SMBs',
    kind: 'industry',
    section: 'Industries',
    load: () => import('../verticals/tech-smb').then((m) => m.techSmb),
  },
  'mid-market': {
    title: 'Elevate: AI for Mid-Market Companies',
    heading: 'Elevate: AI for the Mid-Market',
    kind: 'industry',
    section: 'Industries',
    load: () => import('../verticals/mid-market').then((m) => m.midMarket),
  },
} as const satisfies Record<string, PageEntry<ServicePageContent>>

export type IndustrySlug = keyof typeof industryPages
