/**
 * The route table: every fixed page of the site with the words search engines and
 * the page header show. Page bodies live in their own content modules; this file is
 * what the shell, the sitemap and the tests read to know which pages exist.
 */
export interface PageMeta {
  /** Short page title; the brand name is appended by the head builder. */
  title: string
  /** 50-160 characters: what a search result shows under the title. */
  description: string
  keywords?: readonly string[]
  /** The visible page heading (h1). */
  heading: string
  /** Optional line under the heading. */
  intro?: string
  /** Canonical path when it differs from the page path. */
  canonical?: string
  ogImage?: string
  /** Sitemap grouping. */
  section: 'Main' | 'Services' | 'Industries' | 'Resources' | 'Blog' | 'Company' | 'Legal'
}

export const pages = {
  '/': {
    title: 'AI Implementation, Development & Revenue AI',
    description:
      'We implement AI that slashes costs and accelerates revenue: custom AI solutions, full-stack development and sales, marketing and support AI in 2-6 weeks.',
    keywords: ['AI consulting', 'AI implementation', 'sales AI', 'AI development agency'],
    heading: 'Implement AI. Slash Costs. Accelerate Revenue.',
    section: 'Main',
  },
  '/special-offer': {
    title: 'Free AI Workflow Automation Offer',
    description:
      'Schedule a consultation and we automate one AI workflow for free: a 2-hour workshop, a 2-week build, a week of user testing and a week to go live.',
    keywords: ['free AI automation', 'AI workflow', 'AI consultation offer'],
    heading: 'Get One AI Workflow Automated for Free',
    intro: 'Six slots per quarter for teams ready to see AI working in their own process.',
    section: 'Main',
  },
  '/contact': {
    title: 'Talk to an AI Advisor',
    description:
      'Tell us about your goals and an AI advisor replies within 24 hours. Book a consultation and get one AI workflow automation free (terms apply).',
    keywords: ['contact AI consultant', 'AI advisor', 'book AI consultation'],
    heading: 'Talk to an AI Advisor',
    section: 'Main',
  },
  '/thank-you': {
    title: 'Thank You',
    description:
      'Thanks for reaching out. We have received your message and an AI advisor will get back to you within 24 hours. Meanwhile, read our latest articles.',
    heading: 'Thank You!',
    section: 'Main',
  },
  '/blog': {
    title: 'AI Insights Blog',
    description:
      'Practical articles on AI implementation, development, sales AI, marketing AI and customer support automation, written by the people who build it.',
    keywords: ['AI blog', 'AI implementation articles', 'sales AI insights'],
    heading: 'AI Insights',
    intro: 'Field notes from the teams that design, build and run AI in production.',
    section: 'Blog',
  },
  '/about': {
    title: 'About Us',
    description:
      'Meet the team behind our AI implementations: our mission, the values we work by and the engineers, strategists and revenue experts you will work with.',
    keywords: ['about AI agency', 'AI consulting team', 'AI experts'],
    heading: 'About Us',
    intro: 'We help companies turn AI from a slide in a strategy deck into working systems.',
    section: 'Company',
  },
  '/case-studies': {
    title: 'Case Studies: Client Success Stories',
    description:
      'How our clients raised revenue per rep by 38%, cut training costs by 90% and launched campaigns 3x faster with AI built and deployed by our team.',
    keywords: ['AI case studies', 'AI results', 'sales AI case study'],
    heading: 'Client Success Stories',
    intro: 'Real results from our implementations.',
    section: 'Resources',
  },
  '/case-studies/chipr': {
    title: 'Chipr Case Study: Field Sales AI for Fibre Retail',
    description:
      'How a 1,600+ person telecom and fibre field-sales company raised revenue per rep by 38% and cut training costs by 90% with an AI sales platform.',
    keywords: ['field sales AI case study', 'telecom sales AI', 'fibre retail AI'],
    heading: 'Chipr: AI for a 1,600-Rep Field Sales Force',
    section: 'Resources',
  },
  '/case-studies/notion': {
    title: 'Notion Case Study: Unified Lead-to-Cash with AI',
    description:
      'How a digital workspace SaaS company unified lead-to-cash, lifted email performance by 42% and cut data disputes by 85% with AI automation.',
    keywords: ['SaaS AI case study', 'marketing AI case study', 'lead-to-cash automation'],
    heading: 'Notion: Unified Lead-to-Cash with AI',
    section: 'Resources',
  },
  '/services/ai-implementation': {
    title: 'AI Implementation Services',
    description:
      'Custom AI solutions with seamless integration: model accuracy of 95% or better, responses under 100 ms and 40%+ cost reduction, delivered in weeks.',
    keywords: ['AI implementation', 'custom AI solutions', 'AI integration', 'enterprise AI'],
    heading: 'AI Implementation',
    intro: 'Custom AI solutions with seamless integration',
    section: 'Services',
  },
  '/services/full-stack-development': {
    title: 'Full-Stack Development Services',
    description:
      'End-to-end product engineering: web, mobile, APIs and data platforms, from first commit to production, with an MVP in 8-12 weeks and 4.9/5 satisfaction.',
    keywords: ['full-stack development', 'product engineering', 'MVP development'],
    heading: 'Full-Stack Development',
    intro: 'End-to-end product engineering',
    section: 'Services',
  },
  '/services/rapid-prototyping': {
    title: 'Rapid Prototyping & MVP Development',
    description:
      'From concept to MVP in weeks: AI prototypes and full-stack MVPs delivered in 6 weeks or less, with a 92% success rate and 4.8/5 client satisfaction.',
    keywords: ['rapid prototyping', 'MVP development', 'AI prototype'],
    heading: 'Rapid Prototyping',
    intro: 'From concept to MVP in weeks',
    section: 'Services',
  },
  '/services/sales-ai': {
    title: 'Sales AI Solutions',
    description:
      'AI-powered sales enablement that lifts win rates by 24%, shortens sales cycles by 31% and raises rep productivity by 40%, integrated with your CRM.',
    keywords: ['sales AI', 'AI sales enablement', 'revenue operations AI'],
    heading: 'Sales AI',
    intro: 'AI-powered sales enablement',
    section: 'Services',
  },
  '/services/marketing-ai': {
    title: 'Marketing AI Solutions',
    description:
      'Intelligent marketing automation: 42% higher marketing ROI, content produced 75% faster and 38% better lead quality, across eight AI suites.',
    keywords: ['marketing AI', 'marketing automation', 'AI content'],
    heading: 'Marketing AI',
    intro: 'Intelligent marketing automation',
    section: 'Services',
  },
  '/services/customer-support-ai': {
    title: 'Customer Support AI Solutions',
    description:
      '24/7 intelligent support that resolves 65% more issues, answers 89% faster and lifts CSAT by 27% while cutting support costs by more than half.',
    keywords: ['customer support AI', 'AI support agent', 'support automation'],
    heading: 'Customer Support AI',
    intro: '24/7 intelligent support',
    section: 'Services',
  },
  '/verticals/field-sales': {
    title: 'AI for Field Sales Teams',
    description:
      'AI built for field sales: route planning, live coaching and instant quoting that works at the edge, rolled out in a 12-week implementation plan.',
    keywords: ['field sales AI', 'door-to-door sales AI', 'field rep coaching'],
    heading: 'AI for Field Sales',
    section: 'Industries',
  },
  '/verticals/adtech': {
    title: 'AI for AdTech Companies',
    description:
      'AI modules for ad-tech revenue teams: smarter bidding insight, faster campaign ops and cleaner reporting, proven in a week-by-week 45-day pilot.',
    keywords: ['adtech AI', 'programmatic advertising AI', 'ad operations automation'],
    heading: 'AI for AdTech',
    section: 'Industries',
  },
  '/verticals/martech': {
    title: 'AI for MarTech Companies',
    description:
      'Six AI suite modules for martech platforms and their customers: content, segmentation, attribution and lifecycle automation in a 45-day pilot.',
    keywords: ['martech AI', 'marketing technology AI', 'AI for marketing platforms'],
    heading: 'AI for MarTech',
    section: 'Industries',
  },
  '/verticals/telecom': {
    title: 'Telecom & Fibre AI Solutions',
    description:
      'AI for internet providers and fibre overbuilders: quote time down 85%, first-call close up 18%, no-shows down 28% and churn down 19%.',
    keywords: ['telecom AI', 'fibre sales AI', 'ISP churn reduction'],
    heading: 'Telecom & Fibre Solutions',
    section: 'Industries',
  },
  '/verticals/tech-smb': {
    title: 'Launchpad: AI for Tech Start-ups and SMBs',
    description:
      'Launchpad gives start-ups ten usage-priced AI modules: save 15 hours a week, cut CAC by 22%, add 150 leads a month and hire twice as fast.',
    keywords: ['AI for startups', 'SMB AI', 'startup automation'],
    heading: 'Launchpad: AI for Tech SMBs',
    section: 'Industries',
  },
  '/verticals/mid-market': {
    title: 'Elevate: AI for Mid-Market Companies',
    description:
      'Elevate brings governed, modular AI agents to companies of 200 to 2,500 people: 18-25% lower CAC, 40% more team efficiency and ROI in 90 days.',
    keywords: ['mid-market AI', 'AI for growing companies', 'AI agents'],
    heading: 'Elevate: AI for the Mid-Market',
    section: 'Industries',
  },
  '/playbooks': {
    title: 'AI Implementation Playbooks',
    description:
      'Step-by-step AI implementation playbooks, the tools we use and guides for executives, managers and builders: everything you need for a first pilot.',
    keywords: ['AI playbooks', 'AI implementation guide', 'AI pilot checklist'],
    heading: 'Implementation Playbooks',
    intro: 'Step-by-step guides for success',
    section: 'Resources',
  },
  '/webinars': {
    title: 'AI Webinars',
    description:
      'Expert-led live sessions on AI implementation, sales AI and automation. Register free for one of our three upcoming webinars in June 2025.',
    keywords: ['AI webinars', 'AI implementation webinar', 'sales AI webinar'],
    heading: 'Upcoming Webinars',
    intro: 'Expert-led sessions on AI implementation',
    section: 'Resources',
  },
  '/webinar-registration': {
    title: 'Register for a Webinar',
    description:
      'Save your seat at one of our live AI webinars. Register with your work email and we will send you the session details and a calendar invitation.',
    heading: 'Register for Webinar',
    section: 'Resources',
  },
  '/ai-use-cases': {
    title: 'AI Use Cases by Business Function',
    description:
      'Where generative AI pays off in 2025: proven use cases for marketing, sales, support, customer success and product, plus a 30-60 day pilot checklist.',
    keywords: ['AI use cases', 'generative AI use cases', 'AI by function'],
    heading: 'AI Use Cases by Function',
    intro: 'Where generative AI budgets are going, and the pilots that prove value first.',
    section: 'Resources',
  },
  '/roi-calculator': {
    title: 'AI ROI Calculator',
    description:
      'Estimate what AI automation could save your team: enter hours spent on repetitive work and see yearly savings and payback time in seconds.',
    keywords: ['AI ROI calculator', 'automation savings', 'AI business case'],
    heading: 'AI ROI Calculator',
    intro: 'A quick, conservative estimate of what automating repetitive work is worth.',
    section: 'Resources',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      'How we collect, use and protect the information you share through our website, contact forms, webinar registrations and AI assistant.',
    heading: 'Privacy Policy',
    section: 'Legal',
  },
  '/terms': {
    title: 'Terms of Service',
    description:
      'The terms that govern your use of our website, our free resources, the AI assistant and the free workflow automation offer.',
    heading: 'Terms of Service',
    section: 'Legal',
  },
  '/sitemap': {
    title: 'Sitemap',
    description:
      'Every page of our site in one place: services, industries, resources, blog articles, company pages and legal information.',
    heading: 'Sitemap',
    section: 'Legal',
  },
} as const satisfies Record<string, PageMeta>

export type PagePath = keyof typeof pages
