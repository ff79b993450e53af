import type { PageEntry } from './types'

/**
 * The site's fixed pages: one route file each (src/routes), their text in a content
 * module of their own. Two groups only to keep the sitemap's order: the pages listed
 * before the families (case studies, services, industries) and those after.
 */
export const leadingPages = {
  '/': {
    kind: 'page',
    title: 'AI Implementation, Development & Revenue AI',
    heading: 'Implement AI. Slash Costs. Accelerate Revenue.',
    section: 'Main',
  },
  '/special-offer': {
    kind: 'page',
    title: 'Free AI Workflow Automation Offer',
    heading: 'Get One AI Workflow Automated for Free',
    intro: 'Six slots per quarter for teams ready to see AI working in their own process.',
    section: 'Main',
  },
  '/contact': {
    kind: 'page',
    title: 'Talk to an AI Advisor',
    heading: 'Talk to an AI Advisor',
    section: 'Main',
  },
  '/thank-you': {
    kind: 'page',
    title: 'Thank You',
    heading: 'Thank You!',
    section: 'Main',
    unlisted: true,
  },
  '/blog': {
    kind: 'page',
    title: 'AI Insights Blog',
    heading: 'AI Insights',
    intro: 'Field notes from the teams that design, build and run AI in production.',
    section: 'Blog',
  },
  '/about': {
    kind: 'page',
    title: 'About Us',
    heading: 'About Us',
    intro: 'We help companies turn AI from a slide in a strategy deck into working systems.',
    section: 'Company',
  },
  '/case-studies': {
    kind: 'page',
    title: 'Case Studies: Client Success Stories',
    heading: 'Client Success Stories',
    intro: 'Real results from our implementations.',
    section: 'Resources',
  },
} as const satisfies Record<string, PageEntry>

export const trailingPages = {
  '/playbooks': {
    kind: 'page',
    title: 'AI Implementation Playbooks',
    heading: 'Implementation Playbooks',
    intro: 'Step-by-step guides for success',
    section: 'Resources',
  },
  '/webinars': {
    kind: 'page',
    title: 'AI Webinars',
    heading: 'Upcoming Webinars',
    intro: 'Expert-led sessions on AI implementation',
    section: 'Resources',
  },
  '/webinar-registration': {
    kind: 'page',
    title: 'Register for a Webinar',
    heading: 'Register for Webinar',
    section: 'Resources',
    unlisted: true,
  },
  '/ai-use-cases': {
    kind: 'page',
    title: 'AI Use Cases by Business Function',
    heading: 'AI Use Cases by Function',
    intro: 'Where generative AI budgets are going, and the pilots that prove value first.',
    section: 'Resources',
  },
  '/roi-calculator': {
    kind: 'page',
    title: 'AI ROI Calculator',
    heading: 'AI ROI Calculator',
    intro: 'A quick, conservative estimate of what automating repetitive work is worth.',
    section: 'Resources',
  },
  '/privacy': {
    kind: 'page',
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    section: 'Legal',
  },
  '/terms': {
    kind: 'page',
    title: 'Terms of Service',
    heading: 'Terms of Service',
    section: 'Legal',
  },
  '/sitemap': {
    kind: 'page',
    title: 'Sitemap',
    heading: 'Sitemap',
    section: 'Legal',
  },
} as const satisfies Record<string, PageEntry>
