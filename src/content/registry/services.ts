import type { ServicePageContent } from '../service-page'
import type { PageEntry } from './types'

/**
 * The six service pages (src/routes/services/$slug.tsx).
 * Keyed by slug (the page is `/services/<slug>`); `load` imports only that page's
 * content module, so each page's first load carries its own words and no one else's.
 */
export const servicePages = {
  'ai-implementation': {
    title: 'AI Implementation Services',
    heading: 'AI Implementation',
    intro: 'Custom AI solutions with seamless integration',
    kind: 'service',
    section: 'Services',
    load: () => import('../services/ai-implementation').then((m) => m.aiImplementation),
  },
  'full-stack-development': {
    title: 'Full-Stack Development Services',
    heading: 'Full-Stack Development',
    intro: 'End-to-end product engineering',
    kind: 'service',
    section: 'Services',
    load: () => import('../services/full-stack-development').then((m) => m.fullStackDevelopment),
  },
  'rapid-prototyping': {
    title: 'Rapid Prototyping & MVP Development',
    heading: 'Rapid Prototyping',
    intro: 'From concept to MVP in weeks',
    kind: 'service',
    section: 'Services',
    load: () => import('../services/rapid-prototyping').then((m) => m.rapidPrototyping),
  },
  'sales-ai': {
    title: 'Sales AI Solutions',
    heading: 'Sales AI',
    intro: 'AI-powered sales enablement',
    kind: 'service',
    section: 'Services',
    load: () => import('../services/sales-ai').then((m) => m.salesAi),
  },
  'marketing-ai': {
    title: 'Marketing AI Solutions',
    heading: 'Marketing AI',
    intro: 'Intelligent marketing automation',
    kind: 'service',
    section: 'Services',
    load: () => import('../services/marketing-ai').then((m) => m.marketingAi),
  },
  'customer-support-ai': {
    title: 'Customer Support AI Solutions',
    heading: 'Customer Support AI',
    intro: '24/7 intelligent support',
    kind: 'service',
    section: 'Services',
    load: () => import('../services/customer-support-ai').then((m) => m.customerSupportAi),
  },
} as const satisfies Record<string, PageEntry<ServicePageContent>>

export type ServiceSlug = keyof typeof servicePages
