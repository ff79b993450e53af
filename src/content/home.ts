import type { PagePath } from './registry'
import type { FigureText } from './figures'

/** Every word and figure of the home page. */

export const hero = {
  eyebrow: 'AI consulting and implementation',
  headlineLead: 'AI built to',
  rotatingWords: ['Slash Costs', 'Accelerate Revenue', 'Automate Workflows', 'Delight Customers'],
  /** What a screen reader and a crawler read for the h1, whatever word is showing. */
  headlineAccessible: 'AI built to slash costs, accelerate revenue, automate workflows and delight customers',
  intro:
    'We design, build and run AI for sales, marketing, support and operations teams, and put it into production in weeks, not quarters.',
  primaryCta: { label: 'Talk to an AI Advisor', to: '/contact' },
  secondaryCta: { label: 'Explore AI Use Cases', to: '/ai-use-cases' },
  metrics: [
    { value: '40%+', qualifier: '', label: 'Cost reduction' },
    { value: '2-6 Weeks', qualifier: '', label: 'Implementation time' },
    { value: '3-5x', qualifier: '(First Year)', label: 'Return on investment' },
  ],
} as const

export interface FlipCardContent {
  title: string
  icon: 'brain' | 'code' | 'trending-up'
  summary: string
  description: string
  benefits: readonly string[]
}

export const servicesSection = {
  heading: 'Our Services',
  intro: 'Three ways we turn AI from a slide in the strategy deck into systems that earn their keep.',
  hint: 'Hover, focus or tap a card to see the key benefits.',
  cards: [
    {
      title: 'AI Implementation',
      icon: 'brain',
      summary: 'Custom models and agents, integrated with the systems you already run.',
      description: 'From use-case selection to monitored production: models, retrieval and agents wired into your CRM, ERP and data stack.',
      benefits: ['Model accuracy ≥ 95%', 'Response time < 100ms', 'Cost reduction > 40%'],
    },
    {
      title: 'Development Services',
      icon: 'code',
      summary: 'Full-stack products and rapid prototypes, built by senior engineers.',
      description: 'Web and mobile products, APIs and data platforms with automated testing and security built in from the first commit.',
      benefits: ['MVP in 8-12 weeks', '70%+ process automation', '98/100 security score'],
    },
    {
      title: 'Revenue Services',
      icon: 'trending-up',
      summary: 'Sales, marketing and support AI tied to revenue metrics.',
      description: 'Coaching, forecasting, content and support agents that your teams adopt, measured against the KPIs your board tracks.',
      benefits: ['Win rate +24%', 'Sales cycle -31%', 'Productivity +40%'],
    },
  ] satisfies FlipCardContent[],
} as const

/** Where a service card's Learn More goes; an unknown title goes home. */
const serviceRoutes: Record<string, PagePath> = {
  'AI Implementation': '/services/ai-implementation',
  'Development Services': '/services/full-stack-development',
  'Revenue Services': '/services/sales-ai',
}

export function serviceRouteFor(title: string): PagePath {
  return serviceRoutes[title] ?? '/'
}

export interface HubTab {
  title: string
  to: PagePath
  summary: string
  bullets: readonly { title: string; description: string }[]
  metrics: readonly FigureText[]
}

export interface Hub {
  id: string
  heading: string
  intro: string
  panelTitle: string
  tabs: readonly HubTab[]
}

export const techHub: Hub = {
  id: 'tech-hub',
  heading: 'Tech Services Hub',
  intro: 'Engineering capacity for AI products, from a two-week prototype to a production platform.',
  panelTitle: 'Metrics',
  tabs: [
    {
      title: 'Rapid Prototyping',
      to: '/services/rapid-prototyping',
      summary: 'Validate an AI idea with real users before you commit a budget.',
      bullets: [
        { title: 'Scope workshop', description: 'A three-day session that turns an idea into a testable hypothesis and success metric.' },
        { title: 'Clickable AI prototype', description: 'Working flows on your own data, not a slideware demo.' },
        { title: 'User testing', description: 'Sessions with your customers or staff, with findings you can act on.' },
        { title: 'Scale plan', description: 'Architecture, cost model and roadmap for the production build.' },
      ],
      metrics: [
        { label: 'Time to MVP', value: '2-4 weeks' },
        { label: 'Cost Savings', value: '60%' },
        { label: 'Success Rate', value: '92%' },
        { label: 'Client Satisfaction', value: '4.8/5' },
      ],
    },
    {
      title: 'AI Implementation',
      to: '/services/ai-implementation',
      summary: 'Production AI integrated with the systems and data you already have.',
      bullets: [
        { title: 'Use-case triage', description: 'We rank opportunities by payback, data readiness and risk.' },
        { title: 'Models and retrieval', description: 'Fine-tuned or hosted models with retrieval over your documents and records.' },
        { title: 'Integration', description: 'Connectors to CRM, ERP, ticketing and data warehouses, with audit trails.' },
        { title: 'Monitoring', description: 'Quality, latency and cost dashboards with alerts before users notice.' },
      ],
      metrics: [
        { label: 'Accuracy', value: '95%+' },
        { label: 'Response', value: '<100ms' },
        { label: 'Training Time', value: '24-48h' },
        { label: 'Cost Reduction', value: '40%+' },
      ],
    },
    {
      title: 'Full-Stack Development',
      to: '/services/full-stack-development',
      summary: 'Senior engineers who ship secure, tested products end to end.',
      bullets: [
        { title: 'Product engineering', description: 'Web and mobile apps built on a modern, maintainable stack.' },
        { title: 'APIs and data', description: 'Services, pipelines and warehouses designed for AI workloads.' },
        { title: 'Quality by default', description: 'Automated tests, code review and security scanning on every change.' },
        { title: 'Reliable operations', description: 'Infrastructure as code, observability and on-call runbooks.' },
      ],
      metrics: [
        { label: 'Code Quality', value: '98%' },
        { label: 'Test Coverage', value: '90%+' },
        { label: 'Performance', value: '99.9%' },
        { label: 'Uptime', value: '99.99%' },
      ],
    },
  ],
}

export const revenueHub: Hub = {
  id: 'revenue-hub',
  heading: 'Revenue Services Hub',
  intro: 'AI for the teams that win, grow and keep customers, measured in revenue, not activity.',
  panelTitle: 'KPIs',
  tabs: [
    {
      title: 'Sales AI',
      to: '/services/sales-ai',
      summary: 'Help every rep sell like your best one.',
      bullets: [
        { title: 'Live call coaching', description: 'Real-time prompts for objections, pricing and next steps.' },
        { title: 'Deal intelligence', description: 'Risk signals and forecast accuracy from every email and call.' },
        { title: 'Instant quotes', description: 'Accurate proposals in minutes, straight from the CRM.' },
        { title: 'Automatic CRM updates', description: 'Notes, stages and follow-ups logged without typing.' },
      ],
      metrics: [
        { label: 'Win Rate', value: '+24%' },
        { label: 'Cycle', value: '-31%', better: 'lower' },
        { label: 'Deal Size', value: '+17%' },
        { label: 'Productivity', value: '+40%' },
      ],
    },
    {
      title: 'Marketing AI',
      to: '/services/marketing-ai',
      summary: 'More pipeline from the same budget.',
      bullets: [
        { title: 'Content engine', description: 'On-brand campaigns, pages and emails drafted in minutes.' },
        { title: 'Lead scoring', description: 'Intent and fit models that hand sales the right accounts.' },
        { title: 'Personalization', description: 'Messages tailored by segment, stage and behavior.' },
        { title: 'Attribution', description: 'Spend decisions based on what actually drives revenue.' },
      ],
      metrics: [
        { label: 'ROI', value: '+42%' },
        { label: 'Content Speed', value: '-75%', better: 'lower' },
        { label: 'Lead Quality', value: '+38%' },
        { label: 'Conversion', value: '+32%' },
      ],
    },
    {
      title: 'Customer Support AI',
      to: '/services/customer-support-ai',
      summary: 'Faster answers, happier customers, lower cost per ticket.',
      bullets: [
        { title: 'Resolution agents', description: 'AI that resolves routine requests end to end, around the clock.' },
        { title: 'Agent assist', description: 'Suggested replies and knowledge in the agent’s console.' },
        { title: 'Smart routing', description: 'Tickets triaged by intent, urgency and customer value.' },
        { title: 'Quality insights', description: 'Every conversation scored, trends surfaced weekly.' },
      ],
      metrics: [
        { label: 'Issue Resolution', value: '+65%' },
        { label: 'Response Time', value: '-89%', better: 'lower' },
        { label: 'CSAT', value: '+27%' },
        { label: 'Cost Reduction', value: '+53%' },
      ],
    },
  ],
}

export const domainExpertise = {
  heading: 'Domain Expertise',
  intro: 'Industry playbooks that start from your workflows, your data and your regulations.',
  industries: [
    { name: 'Field Sales', to: '/verticals/field-sales', description: 'Routing, coaching and instant quotes for reps on the road.' },
    { name: 'AdTech', to: '/verticals/adtech', description: 'Campaign operations and yield insight at programmatic speed.' },
    { name: 'MarTech', to: '/verticals/martech', description: 'AI suites that make marketing platforms smarter.' },
    { name: 'Telecom/Fibre', to: '/verticals/telecom', description: 'Serviceability, installs and churn for providers.' },
    { name: 'Tech SMB', to: '/verticals/tech-smb', description: 'Usage-priced AI modules for start-ups.' },
    { name: 'Mid-Market', to: '/verticals/mid-market', description: 'Governed AI agents for 200 to 2,500 people.' },
  ],
} as const satisfies { heading: string; intro: string; industries: readonly { name: string; to: PagePath; description: string }[] }

export const upcomingWebinars = {
  heading: 'Upcoming Webinars',
  intro: 'Live, practical sessions with the people who build our AI systems.',
  register: 'Register Now',
  viewAll: 'View All Webinars',
} as const

export const ctaBand = {
  heading: 'Ready to see what AI can do for your numbers?',
  text: 'Book a free 30-minute strategy call. We will map two or three automation opportunities and what each could return.',
  primary: { label: 'Book Strategy Call', topic: 'Strategy call' },
  // The overview is a 90-second read in a dialog (there is no video): the button says so.
  secondary: { label: 'Read the 90-sec Overview' },
} as const

/** The 90-second overview, as a short read (there is no video to load). */
export const overview = {
  heading: 'Our approach in 90 seconds',
  points: [
    'We start with a free 30-minute strategy call and rank your AI opportunities by payback.',
    'A scoped pilot goes live in 2-6 weeks on your real data, with a success metric agreed up front.',
    'We integrate with the systems you already run: CRM, ERP, ticketing and your data warehouse.',
    'Every system ships with monitoring for quality, latency and cost, and your team owns the IP.',
    'Clients typically cut process costs by 40% or more and see 3-5x ROI in the first year.',
  ],
  close: 'Close',
} as const

export const trustedBy = {
  sample: 'trustedBy',
  heading: 'Trusted by innovative companies',
  companies: ['Northwind Fibre', 'Lumen Analytics', 'Brightpath Health', 'Cobalt Logistics', 'Vantage Retail Group'],
} as const

export const processCycle = {
  heading: 'How we deliver',
  intro: 'A continuous loop: every result feeds the next round of discovery.',
  loopNote: 'After Results & Scaling, the cycle starts again with Discovery & Analysis.',
  steps: [
    { title: 'Discovery & Analysis', description: 'Map processes, data and the metric that matters.' },
    { title: 'Strategy & Planning', description: 'Pick the use case, architecture and success criteria.' },
    { title: 'Implementation & Optimization', description: 'Build, integrate, test and tune on real data.' },
    { title: 'Results & Scaling', description: 'Measure the return and roll out to more teams.' },
  ],
  /** Node size in px and entrance delays in seconds, as specified. */
  nodeSize: 60,
  delays: [0, 0.25, 0.5, 0.75],
} as const
