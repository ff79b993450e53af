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
    description:
      'Custom AI solutions with seamless integration: model accuracy of 95% or better, responses under 100 ms and 40%+ cost reduction, delivered in weeks.',
    keywords: ['AI implementation', 'custom AI solutions', 'AI integration', 'enterprise AI'],
    heading: 'AI Implementation',
    intro: 'Custom AI solutions with seamless integration',
    kind: 'service',
    section: 'Services',
    load: () => import('../services/ai-implementation').then((m) => m.aiImplementation),
  },
  'full-stack-development': {
    title: 'Full-Stack Development Services',
    description:
      'End-to-end product engineering: web, mobile, APIs and data platforms, from first commit to production, with an MVP in 8-12 weeks and 4.9/5 satisfaction.',
    keywords: ['full-stack development', 'product engineering', 'MVP development'],
    heading: 'Full-Stack Development',
    intro: 'End-to-end product engineering',
    kind: 'service',
    section: 'Services',
    load: () => import('../services/full-stack-development').then((m) => m.fullStackDevelopment),
  },
  'rapid-prototyping': {
    title: 'Rapid Prototyping & MVP Development',
    description:
      'From concept to MVP in weeks: AI prototypes and full-stack MVPs delivered in 6 weeks or less, with a 92% success rate and 4.8/5 client satisfaction.',
    keywords: ['rapid prototyping', 'MVP development', 'AI prototype'],
    heading: 'Rapid Prototyping',
    intro: 'From concept to MVP in weeks',
    kind: 'service',
    section: 'Services',
    load: () => import('../services/rapid-prototyping').then((m) => m.rapidPrototyping),
  },
  'sales-ai': {
    title: 'Sales AI Solutions',
    description:
      'AI-powered sales enablement that lifts win rates by 24%, shortens sales cycles by 31% and raises rep productivity by 40%, integrated with your CRM.',
    keywords: ['sales AI', 'AI sales enablement', 'revenue operations AI'],
    heading: 'Sales AI',
    intro: 'AI-powered sales enablement',
    kind: 'service',
    section: 'Services',
    load: () => import('../services/sales-ai').then((m) => m.salesAi),
  },
  'marketing-ai': {
    title: 'Marketing AI Solutions',
    description:
      'Intelligent marketing automation: 42% higher marketing ROI, content produced 75% faster and 38% better lead quality, across eight AI suites.',
    keywords: ['marketing AI', 'marketing automation', 'AI content'],
    heading: 'Marketing AI',
    intro: 'Intelligent marketing automation',
    kind: 'service',
    section: 'Services',
    load: () => import('../services/marketing-ai').then((m) => m.marketingAi),
  },
  'customer-support-ai': {
    title: 'Customer Support AI Solutions',
    description:
      '24/7 intelligent support that resolves 65% more issues, answers 89% faster and lifts CSAT by 27% while cutting support costs by more than half.',
    keywords: ['customer support AI', 'AI support agent', 'support automation'],
    heading: 'Customer Support AI',
    intro: '24/7 intelligent support',
    kind: 'service',
    section: 'Services',
    load: () => import('../services/customer-support-ai').then((m) => m.customerSupportAi),
  },
} as const satisfies Record<string, PageEntry<ServicePageContent>>

export type ServiceSlug = keyof typeof servicePages
