import type { PagePath } from './index'

/**
 * What search results and share cards show of each page besides its title: the
 * description and keywords, keyed by path. Apart from the registry's other fields
 * because only head tags, structured data, the sitemap, RSS and the prerender read
 * them, while the registry itself is part of every first load. Articles keep theirs
 * in their front matter.
 */
export interface SearchWords {
  /** 50-160 characters: what a search result shows under the title. */
  description: string
  keywords?: readonly string[]
}

/** Every page of the registry has one (a missing or unknown path does not compile). */
export const searchWords: Readonly<Record<PagePath, SearchWords>> = {
  '/': {
    description:
      'We implement AI that slashes costs and accelerates revenue: custom AI solutions, full-stack development and sales, marketing and support AI in 2-6 weeks.',
    keywords: ['AI consulting', 'AI implementation', 'sales AI', 'AI development agency'],
  },
  '/special-offer': {
    description:
      'Schedule a consultation and we automate one AI workflow for free: a 2-hour workshop, a 2-week build, a week of user testing and a week to go live.',
    keywords: ['free AI automation', 'AI workflow', 'AI consultation offer'],
  },
  '/contact': {
    description:
      'Tell us about your goals and an AI advisor replies within 24 hours. Book a consultation and get one AI workflow automation free (terms apply).',
    keywords: ['contact AI consultant', 'AI advisor', 'book AI consultation'],
  },
  '/thank-you': {
    description:
      'Thanks for reaching out. We have received your message and an AI advisor will get back to you within 24 hours. Meanwhile, read our latest articles.',
  },
  '/blog': {
    description:
      'Practical articles on AI implementation, development, sales AI, marketing AI and customer support automation, written by the people who build it.',
    keywords: ['AI blog', 'AI implementation articles', 'sales AI insights'],
  },
  '/about': {
    description:
      'Meet the team behind our AI implementations: our mission, the values we work by and the engineers, strategists and revenue experts you will work with.',
    keywords: ['about AI agency', 'AI consulting team', 'AI experts'],
  },
  '/case-studies': {
    description:
      'How our clients raised revenue per rep by 38%, cut training costs by 90% and launched campaigns 3x faster with AI built and deployed by our team.',
    keywords: ['AI case studies', 'AI results', 'sales AI case study'],
  },
  '/playbooks': {
    description:
      'Step-by-step AI implementation playbooks, the tools we use and guides for executives, managers and builders: everything you need for a first pilot.',
    keywords: ['AI playbooks', 'AI implementation guide', 'AI pilot checklist'],
  },
  '/webinars': {
    description:
      'Expert-led live sessions on AI implementation, sales AI and automation. Register free for the next session, or get the recording of one you missed.',
    keywords: ['AI webinars', 'AI implementation webinar', 'sales AI webinar'],
  },
  '/webinar-registration': {
    description:
      'Save your seat at one of our live AI webinars. Register with your work email and we will send you the session details and a calendar invitation.',
  },
  '/ai-use-cases': {
    description:
      'Where generative AI pays off in 2025: proven use cases for marketing, sales, support, customer success and product, plus a 30-60 day pilot checklist.',
    keywords: ['AI use cases', 'generative AI use cases', 'AI by function'],
  },
  '/roi-calculator': {
    description:
      'Estimate what AI automation could save your team: enter hours spent on repetitive work and see yearly savings and payback time in seconds.',
    keywords: ['AI ROI calculator', 'automation savings', 'AI business case'],
  },
  '/privacy': {
    description:
      'How we collect, use and protect the information you share through our website, contact forms, webinar registrations and AI assistant.',
  },
  '/terms': {
    description:
      'The terms that govern your use of our website, our free resources, the AI assistant and the free workflow automation offer.',
  },
  '/sitemap': {
    description:
      'Every page of our site in one place: services, industries, resources, blog articles, company pages and legal information.',
  },
  '/case-studies/chipr': {
    description:
      'How a 1,600+ person telecom and fiber field-sales company raised revenue per rep by 38% and cut training costs by 90% with an AI sales platform.',
    keywords: ['field sales AI case study', 'telecom sales AI', 'fiber retail AI'],
  },
  '/case-studies/notion': {
    description:
      'How a digital workspace SaaS company unified lead-to-cash, lifted email performance by 42% and cut data disputes by 85% with AI automation.',
    keywords: ['SaaS AI case study', 'marketing AI case study', 'lead-to-cash automation'],
  },
  '/services/ai-implementation': {
    description:
      'Custom AI solutions with seamless integration: model accuracy of 95% or better, responses under 100 ms and 40%+ cost reduction, delivered in weeks.',
    keywords: ['AI implementation', 'custom AI solutions', 'AI integration', 'enterprise AI'],
  },
  '/services/full-stack-development': {
    description:
      'End-to-end product engineering: web, mobile, APIs and data platforms, from first commit to production, with an MVP in 8-12 weeks and 4.9/5 satisfaction.',
    keywords: ['full-stack development', 'product engineering', 'MVP development'],
  },
  '/services/rapid-prototyping': {
    description:
      'From concept to MVP in weeks: AI prototypes and full-stack MVPs delivered in 6 weeks or less, with a 92% success rate and 4.8/5 client satisfaction.',
    keywords: ['rapid prototyping', 'MVP development', 'AI prototype'],
  },
  '/services/sales-ai': {
    description:
      'AI-powered sales enablement that lifts win rates by 24%, shortens sales cycles by 31% and raises rep productivity by 40%, integrated with your CRM.',
    keywords: ['sales AI', 'AI sales enablement', 'revenue operations AI'],
  },
  '/services/marketing-ai': {
    description:
      'Intelligent marketing automation: 42% higher marketing ROI, content produced 75% faster and 38% better lead quality, across eight AI suites.',
    keywords: ['marketing AI', 'marketing automation', 'AI content'],
  },
  '/services/customer-support-ai': {
    description:
      '24/7 intelligent support that resolves 65% more issues, answers 89% faster and lifts CSAT by 27% while cutting support costs by more than half.',
    keywords: ['customer support AI', 'AI support agent', 'support automation'],
  },
  '/verticals/field-sales': {
    description:
      'AI built for field sales: route planning, live coaching and instant quoting that works at the edge, rolled out in a 12-week implementation plan.',
    keywords: ['field sales AI', 'door-to-door sales AI', 'field rep coaching'],
  },
  '/verticals/adtech': {
    description:
      'AI modules for ad-tech revenue teams: smarter bidding insight, faster campaign ops and cleaner reporting, proven in a week-by-week 45-day pilot.',
    keywords: ['adtech AI', 'programmatic advertising AI', 'ad operations automation'],
  },
  '/verticals/martech': {
    description:
      'Six AI suite modules for martech platforms and their customers: content, segmentation, attribution and lifecycle automation in a 45-day pilot.',
    keywords: ['martech AI', 'marketing technology AI', 'AI for marketing platforms'],
  },
  '/verticals/telecom': {
    description:
      'AI for internet providers and fiber overbuilders: quote time down 85%, first-call close up 18%, no-shows down 28% and churn down 19%.',
    keywords: ['telecom AI', 'fiber sales AI', 'ISP churn reduction'],
  },
  '/verticals/tech-smb': {
    description:
      'Launchpad gives start-ups ten usage-priced AI modules: save 15 hours a week, cut CAC by 22%, add 150 leads a month and hire twice as fast.',
    keywords: ['AI for startups', 'SMB AI', 'startup automation'],
  },
  '/verticals/mid-market': {
    description:
      'Elevate brings governed, modular AI agents to companies of 200 to 2,500 people: 18-25% lower CAC, 40% more team efficiency and ROI in 90 days.',
    keywords: ['mid-market AI', 'AI for growing companies', 'AI agents'],
  },
}
