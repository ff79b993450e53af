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
    description:
      'We implement AI that slashes costs and accelerates revenue: custom AI solutions, full-stack development and sales, marketing and support AI in 2-6 weeks.',
    keywords: ['AI consulting', 'AI implementation', 'sales AI', 'AI development agency'],
    heading: 'Implement AI. Slash Costs. Accelerate Revenue.',
    section: 'Main',
  },
  '/special-offer': {
    kind: 'page',
    title: 'Free AI Workflow Automation Offer',
    description:
      'Schedule a consultation and we automate one AI workflow for free: a 2-hour workshop, a 2-week build, a week of user testing and a week to go live.',
    keywords: ['free AI automation', 'AI workflow', 'AI consultation offer'],
    heading: 'Get One AI Workflow Automated for Free',
    intro: 'Six slots per quarter for teams ready to see AI working in their own process.',
    section: 'Main',
  },
  '/contact': {
    kind: 'page',
    title: 'Talk to an AI Advisor',
    description:
      'Tell us about your goals and an AI advisor replies within 24 hours. Book a consultation and get one AI workflow automation free (terms apply).',
    keywords: ['contact AI consultant', 'AI advisor', 'book AI consultation'],
    heading: 'Talk to an AI Advisor',
    section: 'Main',
  },
  '/thank-you': {
    kind: 'page',
    title: 'Thank You',
    description:
      'Thanks for reaching out. We have received your message and an AI advisor will get back to you within 24 hours. Meanwhile, read our latest articles.',
    heading: 'Thank You!',
    section: 'Main',
    unlisted: true,
  },
  '/blog': {
    kind: 'page',
    title: 'AI Insights Blog',
    description:
      'Practical articles on AI implementation, development, sales AI, marketing AI and customer support automation, written by the people who build it.',
    keywords: ['AI blog', 'AI implementation articles', 'sales AI insights'],
    heading: 'AI Insights',
    intro: 'Field notes from the teams that design, build and run AI in production.',
    section: 'Blog',
  },
  '/about': {
    kind: 'page',
    title: 'About Us',
    description:
      'Meet the team behind our AI implementations: our mission, the values we work by and the engineers, strategists and revenue experts you will work with.',
    keywords: ['about AI agency', 'AI consulting team', 'AI experts'],
    heading: 'About Us',
    intro: 'We help companies turn AI from a slide in a strategy deck into working systems.',
    section: 'Company',
  },
  '/case-studies': {
    kind: 'page',
    title: 'Case Studies: Client Success Stories',
    description:
      'How our clients raised revenue per rep by 38%, cut training costs by 90% and launched campaigns 3x faster with AI built and deployed by our team.',
    keywords: ['AI case studies', 'AI results', 'sales AI case study'],
    heading: 'Client Success Stories',
    intro: 'Real results from our implementations.',
    section: 'Resources',
  },
} as const satisfies Record<string, PageEntry>

export const trailingPages = {
  '/playbooks': {
    kind: 'page',
    title: 'AI Implementation Playbooks',
    description:
      'Step-by-step AI implementation playbooks, the tools we use and guides for executives, managers and builders: everything you need for a first pilot.',
    keywords: ['AI playbooks', 'AI implementation guide', 'AI pilot checklist'],
    heading: 'Implementation Playbooks',
    intro: 'Step-by-step guides for success',
    section: 'Resources',
  },
  '/webinars': {
    kind: 'page',
    title: 'AI Webinars',
    description:
      'Expert-led live sessions on AI implementation, sales AI and automation. Register free for the next session, or get the recording of one you missed.',
    keywords: ['AI webinars', 'AI implementation webinar', 'sales AI webinar'],
    heading: 'Upcoming Webinars',
    intro: 'Expert-led sessions on AI implementation',
    section: 'Resources',
  },
  '/webinar-registration': {
    kind: 'page',
    title: 'Register for a Webinar',
    description:
      'Save your seat at one of our live AI webinars. Register with your work email and we will send you the session details and a calendar invitation.',
    heading: 'Register for Webinar',
    section: 'Resources',
    unlisted: true,
  },
  '/ai-use-cases': {
    kind: 'page',
    title: 'AI Use Cases by Business Function',
    description:
      'Where generative AI pays off in 2025: proven use cases for marketing, sales, support, customer success and product, plus a 30-60 day pilot checklist.',
    keywords: ['AI use cases', 'generative AI use cases', 'AI by function'],
    heading: 'AI Use Cases by Function',
    intro: 'Where generative AI budgets are going, and the pilots that prove value first.',
    section: 'Resources',
  },
  '/roi-calculator': {
    kind: 'page',
    title: 'AI ROI Calculator',
    description:
      'Estimate what AI automation could save your team: enter hours spent on repetitive work and see yearly savings and payback time in seconds.',
    keywords: ['AI ROI calculator', 'automation savings', 'AI business case'],
    heading: 'AI ROI Calculator',
    intro: 'A quick, conservative estimate of what automating repetitive work is worth.',
    section: 'Resources',
  },
  '/privacy': {
    kind: 'page',
    title: 'Privacy Policy',
    description:
      'How we collect, use and protect the information you share through our website, contact forms, webinar registrations and AI assistant.',
    heading: 'Privacy Policy',
    section: 'Legal',
  },
  '/terms': {
    kind: 'page',
    title: 'Terms of Service',
    description:
      'The terms that govern your use of our website, our free resources, the AI assistant and the free workflow automation offer.',
    heading: 'Terms of Service',
    section: 'Legal',
  },
  '/sitemap': {
    kind: 'page',
    title: 'Sitemap',
    description:
      'Every page of our site in one place: services, industries, resources, blog articles, company pages and legal information.',
    heading: 'Sitemap',
    section: 'Legal',
  },
} as const satisfies Record<string, PageEntry>
