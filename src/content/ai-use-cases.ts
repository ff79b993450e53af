import type { PagePath } from './registry'
import type { CtaLink, Stat } from './service-page'

/**
 * /ai-use-cases: where generative-AI spend goes, the use cases that pay back in five
 * business functions, and an executive checklist of one fast pilot per function.
 */

export const businessFunctions = ['Marketing', 'Sales', 'Customer Support', 'Customer Success', 'Product Development'] as const
export type BusinessFunction = (typeof businessFunctions)[number]

/** One use case: what it does, an optional public source, and the service that delivers it. */
export interface UseCase {
  title: string
  description: string
  /** A well-known public report, cited generically (no figures taken from it). */
  source?: string
  /** Which of our services fits, and its page. */
  productFit: { label: string; to: PagePath }
}

export interface FunctionUseCases {
  /** Anchor of the function's section. */
  id: string
  name: BusinessFunction
  intro: string
  useCases: readonly UseCase[]
}

/** One row of the executive checklist. */
export interface PilotRow {
  function: BusinessFunction
  pilot: string
  kpi: string
}

export interface AiUseCasesContent {
  hero: {
    eyebrow: string
    /** Paragraphs about generative-AI spend. */
    spend: readonly string[]
    sourceNote: string
    stats: readonly Stat[]
    jumpLabel: string
  }
  functions: readonly FunctionUseCases[]
  checklist: {
    id: string
    heading: string
    intro: string
    caption: string
    columns: readonly [string, string, string]
    rows: readonly PilotRow[]
  }
  closing: { heading: string; text: string; primary: CtaLink }
}

const marketingAi = { label: 'Marketing AI', to: '/services/marketing-ai' } as const
const salesAi = { label: 'Sales AI', to: '/services/sales-ai' } as const
const supportAi = { label: 'Customer Support AI', to: '/services/customer-support-ai' } as const
const aiImplementation = { label: 'AI Implementation', to: '/services/ai-implementation' } as const
const rapidPrototyping = { label: 'Rapid Prototyping', to: '/services/rapid-prototyping' } as const
const fullStack = { label: 'Full-Stack Development', to: '/services/full-stack-development' } as const

export const aiUseCasesPage: AiUseCasesContent = {
  hero: {
    eyebrow: 'Generative AI spend',
    spend: [
      'Generative-AI spend is moving out of innovation labs and into the budgets of the teams that own revenue and cost: marketing, sales, support, customer success and product.',
      'The money follows work that is repetitive, text-heavy and measurable. Spend it first where a 30-60 day pilot can prove the payback, then scale what works.',
    ],
    sourceNote:
      "McKinsey's research on the economic potential of generative AI (2023) places most of the value in customer operations, marketing and sales, software engineering and R&D.",
    stats: [
      { value: '30-60 days', label: 'Fast pilot window' },
      { value: '2-6 Weeks', label: 'Implementation time' },
      { value: '40%+', label: 'Cost reduction' },
      { value: '3-5x', label: 'ROI in the first year' },
    ],
    jumpLabel: 'Jump to a function',
  },
  functions: [
    {
      id: 'marketing',
      name: 'Marketing',
      intro: 'Faster content, sharper targeting and a clear view of what drives pipeline.',
      useCases: [
        {
          title: 'On-brand content at scale',
          description: 'Draft ad, email and landing-page variants from one brief in your brand voice, with your team approving every piece.',
          source: 'McKinsey, The economic potential of generative AI, 2023',
          productFit: marketingAi,
        },
        {
          title: 'Segment-level personalization',
          description: 'Group contacts by behavior and firmographics, then tailor offers and messages to each segment automatically.',
          productFit: marketingAi,
        },
        {
          title: 'Campaign performance analyst',
          description: 'A weekly plain-language summary of which campaigns moved pipeline and where to shift budget next.',
          productFit: marketingAi,
        },
      ],
    },
    {
      id: 'sales',
      name: 'Sales',
      intro: 'More selling time per rep and a forecast built on buyer signals.',
      useCases: [
        {
          title: 'Account research and outreach',
          description: 'Research each target account and draft a personalized first touch that the rep reviews and sends.',
          productFit: salesAi,
        },
        {
          title: 'Call summaries and CRM updates',
          description: 'Summaries, next steps and field updates written into the CRM after every call, so reps stop typing notes.',
          productFit: salesAi,
        },
        {
          title: 'Deal risk and forecast signals',
          description: 'Flag stalled deals from email and call activity and roll deal-level probabilities into the forecast.',
          productFit: salesAi,
        },
      ],
    },
    {
      id: 'customer-support',
      name: 'Customer Support',
      intro: 'Instant answers for routine questions and better-prepared agents for the rest.',
      useCases: [
        {
          title: 'AI answers with human handoff',
          description: 'Resolve routine questions from your knowledge base around the clock and pass the rest to an agent with full context.',
          productFit: supportAi,
        },
        {
          title: 'Agent assist and reply drafting',
          description: 'Suggest replies and relevant articles while the agent works the ticket, so new agents perform like experienced ones.',
          source: 'NBER, Generative AI at Work, 2023',
          productFit: supportAi,
        },
        {
          title: 'Ticket triage and routing',
          description: 'Classify, prioritize and route every ticket to the right queue the moment it arrives.',
          productFit: supportAi,
        },
      ],
    },
    {
      id: 'customer-success',
      name: 'Customer Success',
      intro: 'Spot risk early, prepare every review in minutes and grow the accounts you keep.',
      useCases: [
        {
          title: 'Churn-risk early warning',
          description: 'Combine usage, support and billing signals into a weekly list of accounts at risk, with the reason and a suggested play.',
          productFit: aiImplementation,
        },
        {
          title: 'Account review preparation',
          description: 'Assemble usage trends, open issues and value delivered into a draft business review for each account.',
          productFit: aiImplementation,
        },
        {
          title: 'Expansion recommendations',
          description: 'Suggest the upgrade or add-on each account is most likely to need, timed to its usage patterns.',
          productFit: salesAi,
        },
      ],
    },
    {
      id: 'product-development',
      name: 'Product Development',
      intro: 'Shorter loops from customer insight to tested software.',
      useCases: [
        {
          title: 'Feedback synthesis',
          description: 'Cluster feature requests and complaints from tickets, calls and reviews into themes your roadmap can act on.',
          productFit: aiImplementation,
        },
        {
          title: 'AI-assisted prototyping',
          description: 'Turn a product spec into a clickable, working prototype that customers can test within weeks.',
          productFit: rapidPrototyping,
        },
        {
          title: 'Code and test generation',
          description: 'Pair engineers with AI assistants for boilerplate, tests and documentation, with review built into the workflow.',
          source: 'McKinsey, The economic potential of generative AI, 2023',
          productFit: fullStack,
        },
      ],
    },
  ],
  checklist: {
    id: 'executive-checklist',
    heading: 'Executive checklist',
    intro: 'One fast pilot per function, each small enough to finish in 30-60 days and measured by a KPI your leadership already tracks.',
    caption: 'A fast pilot and the KPI to watch for each business function',
    columns: ['Function', 'Fast Pilot (30-60 days)', 'KPI to Watch'],
    rows: [
      {
        function: 'Marketing',
        pilot: 'Generate and test on-brand email and ad variants for one live campaign',
        kpi: 'Content production time and conversion rate per variant',
      },
      {
        function: 'Sales',
        pilot: 'Automatic call summaries and CRM updates for one sales team',
        kpi: 'Rep hours saved per week and CRM data completeness',
      },
      {
        function: 'Customer Support',
        pilot: 'AI answers with human handoff for your most common ticket types',
        kpi: 'First response time and share of tickets resolved without escalation',
      },
      {
        function: 'Customer Success',
        pilot: 'Weekly churn-risk alerts for one customer segment',
        kpi: 'Gross revenue retention in the segment',
      },
      {
        function: 'Product Development',
        pilot: 'A working prototype of one planned feature, tested with real customers',
        kpi: 'Time from idea to validated prototype',
      },
    ],
  },
  closing: {
    heading: 'Find the pilot that pays back first',
    text: 'Book a free 30-minute strategy call. We will rank your use cases by payback and outline a 30-60 day pilot.',
    primary: { label: 'Book Strategy Call', topic: 'Strategy call' },
  },
}
