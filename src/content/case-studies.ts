import type { CtaLink, SampleMark, Stat, TimelineStep } from './service-page'

/** Every word and figure of the case-study index and the two case-study pages. */

export type CaseStudyPath = '/case-studies/chipr' | '/case-studies/notion'
export type CaseIcon = 'trending-up' | 'layers'

/** A card on the case-study index. */
export interface CaseCard extends SampleMark {
  title: string
  subtitle: string
  description: string
  /** Exactly four headline figures. */
  metrics: readonly Stat[]
  industry: string
  /** Shown as 'Scale': the client's workforce. */
  workforce: string
  scope: string
  link: CaseStudyPath
  icon: CaseIcon
}

export interface ChallengeRow {
  challenge: string
  impact: string
}

export interface SolutionModule {
  title: string
  description: string
  features: readonly string[]
  /** The figure the module moved. */
  kpi: string
}

export interface OutcomeRow {
  metric: string
  before: string
  after: string
}

export interface ClientQuote {
  text: string
  /** A role at the client, never an invented named person. */
  attribution: string
}

/** What both case-study pages share. */
export interface CaseStudyBase extends SampleMark {
  path: CaseStudyPath
  /** The client's name, as charts and lists name it. */
  client: string
  eyebrow: string
  summary: string
  facts: { industry: string; workforce: string; scope: string }
  metrics: readonly Stat[]
  challenges: { heading: string; intro: string; caption: string; rows: readonly ChallengeRow[] }
  solution: { heading: string; intro: string; modules: readonly SolutionModule[] }
  quote: { heading: string } & ClientQuote
  closing: { heading: string; text: string; primary: CtaLink }
}

export interface ChiprCaseStudy extends CaseStudyBase {
  timeline: { heading: string; intro: string; steps: readonly TimelineStep[] }
  outcomes: { heading: string; intro: string; caption: string; rows: readonly OutcomeRow[] }
  stack: { heading: string; intro: string; groups: readonly { name: string; items: readonly string[] }[] }
}

export interface NotionCaseStudy extends CaseStudyBase {
  outcomes: { heading: string; intro: string; items: readonly string[] }
}

const bookStrategyCall: CtaLink = { label: 'Book Strategy Call', topic: 'Strategy call' }

export const caseStudiesIndex = {
  heading: 'Featured Case Studies',
  intro: 'Two clients, two industries, each measured against the KPIs their leadership already tracked before we started.',
  labels: { industry: 'Industry', scale: 'Scale', scope: 'Scope', link: 'Read Case Study' },
  closing: {
    heading: 'Want results like these?',
    text: 'Book a free 30-minute strategy call. We will map where AI can move your numbers and what a first pilot would look like.',
    primary: bookStrategyCall,
  },
} as const

export const chiprCard: CaseCard = {
  sample: 'chipr',
  title: 'Chipr',
  subtitle: 'AI sales platform for a telecom and fiber field sales force',
  description:
    'A live AI sales coach, role-play onboarding and doorstep quoting for the door-to-door and retail teams selling fiber broadband.',
  metrics: [
    { value: '+38%', label: 'Revenue per rep' },
    { value: '-90%', label: 'Training cost', better: 'lower' },
    { value: '+19%', label: 'First-call resolution' },
    { value: '+14%', label: 'Forecast accuracy' },
  ],
  industry: 'Telecom & Fibre Retail',
  workforce: '1,600+ employees',
  scope: 'Field sales coaching, onboarding, quoting and forecasting',
  link: '/case-studies/chipr',
  icon: 'trending-up',
}

export const notionCard: CaseCard = {
  sample: 'foliant',
  title: 'Foliant',
  subtitle: 'Unified lead-to-cash for a digital workspace SaaS',
  description:
    'AI automation connecting marketing, sales and billing data for the workspace software company behind notes, docs and projects for teams.',
  metrics: [
    { value: 'Unified', label: 'Lead-to-cash' },
    { value: '+42%', label: 'Email performance' },
    { value: '-85%', label: 'Data disputes', better: 'lower' },
    { value: '3x faster', label: 'Campaign launch' },
  ],
  industry: 'SaaS / Digital Workspace',
  workforce: '500+ employees',
  scope: 'Lead-to-cash data, lifecycle email and campaign operations',
  link: '/case-studies/notion',
  icon: 'layers',
}

export const caseCards: readonly CaseCard[] = [chiprCard, notionCard]

export const chipr: ChiprCaseStudy = {
  sample: chiprCard.sample,
  path: '/case-studies/chipr',
  client: chiprCard.title,
  eyebrow: 'Case Study · Field Sales, Telecom & Fibre',
  summary:
    'How a telecom and fiber retailer with 1,600+ employees gave every field rep a live AI coach, replaced classroom onboarding with AI role-play and put quoting on the doorstep, in a 12-week program.',
  facts: { industry: chiprCard.industry, workforce: chiprCard.workforce, scope: chiprCard.scope },
  metrics: chiprCard.metrics,
  challenges: {
    heading: 'The Challenge',
    intro: 'Chipr grew fast by putting more reps on the street. Each new wave of hires made the same problems bigger.',
    caption: 'Challenges Chipr faced before the program and their business impact',
    rows: [
      {
        challenge: 'Inconsistent pitches across door-to-door and retail reps',
        impact: 'Conversion varied widely by area, and new reps took weeks to reach their first quota.',
      },
      {
        challenge: 'Classroom onboarding for a high-turnover workforce',
        impact: 'Training cost rose with every hiring wave and kept new reps off the street.',
      },
      {
        challenge: 'Serviceability and pricing checked by phone with head office',
        impact: 'Customers waited on the doorstep, and sales were lost before the first conversation ended.',
      },
      {
        challenge: 'Forecasts rolled up by hand from area-manager spreadsheets',
        impact: 'Leadership planned installs, stock and hiring on numbers nobody fully trusted.',
      },
      {
        challenge: 'Orders written on paper, then keyed into the CRM',
        impact: 'Entry errors delayed installs and triggered commission disputes.',
      },
    ],
  },
  solution: {
    heading: 'The Solution',
    intro: 'Four modules on one data layer, delivered inside the field app reps already carried.',
    modules: [
      {
        title: 'AI Sales Coach',
        description: 'Live guidance during each conversation: the right package for the address, answers to objections and the next best step.',
        features: ['Address-level package suggestions', 'Real-time objection handling', 'Talk tracks from top performers'],
        kpi: 'Revenue per rep +38%',
      },
      {
        title: 'AI Role-Play Academy',
        description: 'Self-paced onboarding where new reps practice against AI customers and are scored on every call.',
        features: ['Scenario library by product and region', 'Automatic scoring and feedback', 'Manager view of skill gaps'],
        kpi: 'Training cost -90%',
      },
      {
        title: 'Instant Quote & Sign',
        description: 'Serviceability, pricing, quote and e-signature completed on the doorstep, with the order written straight to the CRM.',
        features: ['Serviceability answer in seconds', 'Quote and contract composer', 'Order captured once, no re-keying'],
        kpi: 'First-call resolution +19%',
      },
      {
        title: 'Pipeline Forecaster',
        description: 'A deal-level forecast built from activity and order data, by area and week, refreshed every day.',
        features: ['Deal-level probability', 'Area and team roll-ups', 'Early warnings on coverage gaps'],
        kpi: 'Forecast accuracy +14%',
      },
    ],
  },
  timeline: {
    heading: 'Implementation Timeline',
    intro: 'Twelve weeks from kick-off to a fully handed-over platform, with a pilot region proving the numbers first.',
    steps: [
      {
        period: 'Weeks 1-2',
        title: 'Discovery & Baseline',
        description: 'Ride-alongs with reps, an audit of call, order and CRM data, and a signed-off baseline for the four target KPIs.',
      },
      {
        period: 'Weeks 3-4',
        title: 'Data & Integration',
        description: 'Connectors to the CRM, serviceability and pricing systems, plus single sign-on for the field app.',
      },
      {
        period: 'Weeks 5-6',
        title: 'Pilot Build',
        description: 'The AI coach and role-play academy built from the talk tracks of Chipr’s top-performing reps.',
      },
      {
        period: 'Weeks 7-8',
        title: 'Pilot Region Live',
        description: 'One region goes live, with weekly tuning against the baseline and feedback from reps and area managers.',
      },
      {
        period: 'Weeks 9-10',
        title: 'Company-Wide Rollout',
        description: 'All regions onboarded in waves, with area managers trained as champions for their teams.',
      },
      {
        period: 'Weeks 11-12',
        title: 'Handover & Scale',
        description: 'Forecasting and dashboards live; documentation, runbooks and ownership handed to Chipr’s own team.',
      },
    ],
  },
  outcomes: {
    heading: 'Results: Before and After',
    intro: 'Measured against the baseline agreed in week two.',
    caption: 'Chipr results before and after the program',
    rows: [
      {
        metric: 'Revenue per rep',
        before: 'Flat year on year, with a wide gap between top performers and new reps',
        after: '+38%, with new reps closing the gap faster',
      },
      { metric: 'Training cost', before: 'Classroom onboarding for every hiring wave', after: '-90%, with self-paced AI role-play in the field app' },
      {
        metric: 'First-call resolution',
        before: 'Serviceability and pricing checked by phone with head office',
        after: '+19%, with quote and sign-up completed in the first conversation',
      },
      { metric: 'Forecast accuracy', before: 'Area-manager spreadsheets rolled up by hand each week', after: '+14%, from a deal-level forecast refreshed daily' },
      { metric: 'Order entry', before: 'Paper forms re-keyed into the CRM', after: 'Captured once on the doorstep and written straight to the CRM' },
    ],
  },
  quote: {
    heading: 'In the Client’s Words',
    text: 'Our best reps always knew what to say at the door. Now every rep does. Revenue per rep is up 38%, and new starters learn on their phones instead of in a classroom.',
    attribution: 'VP of Sales, Chipr',
  },
  stack: {
    heading: 'Stack Snapshot',
    intro: 'Built on Chipr’s existing systems; no rip-and-replace.',
    groups: [
      { name: 'Field app', items: ['iOS and Android', 'Offline mode', 'E-signature'] },
      { name: 'AI models', items: ['Large language models on a private endpoint', 'Speech-to-text', 'Retrieval over product and pricing catalog'] },
      { name: 'Data & integrations', items: ['CRM connector', 'Serviceability and address lookup', 'Order and commission data'] },
      { name: 'Analytics', items: ['Forecasting models', 'KPI dashboards', 'Weekly adoption reports'] },
      { name: 'Security', items: ['Single sign-on', 'Role-based access', 'PII redaction and audit logs'] },
    ],
  },
  closing: {
    heading: 'Planning an AI rollout for your sales force?',
    text: 'Book a free 30-minute strategy call and we will show how the Chipr approach would apply to your team, your systems and your numbers.',
    primary: bookStrategyCall,
  },
}

export const notion: NotionCaseStudy = {
  sample: notionCard.sample,
  path: '/case-studies/notion',
  client: notionCard.title,
  eyebrow: 'Case Study · SaaS, Digital Workspace',
  summary:
    'How a digital workspace and note-taking software company connected marketing, sales and billing into one lead-to-cash flow, and let AI run the repetitive work in between.',
  facts: { industry: notionCard.industry, workforce: notionCard.workforce, scope: notionCard.scope },
  metrics: [
    { value: '+42%', label: 'Email performance' },
    { value: '-85%', label: 'Data disputes', better: 'lower' },
    { value: '3x faster', label: 'Campaign launch' },
  ],
  challenges: {
    heading: 'The Challenge',
    intro: 'Self-serve sign-ups, team plans and enterprise deals ran through different tools, owned by different teams.',
    caption: 'Challenges Foliant faced before the program and their business impact',
    rows: [
      {
        challenge: 'Leads, accounts and subscriptions split across marketing, CRM and billing systems',
        impact: 'No single view of a customer from first sign-up to paid plan.',
      },
      {
        challenge: 'Revenue figures that differed from team to team',
        impact: 'Hours every month spent settling data disputes between marketing, sales and finance.',
      },
      {
        challenge: 'Generic lifecycle emails for very different user segments',
        impact: 'Engagement slipping across both self-serve and team-plan audiences.',
      },
      {
        challenge: 'Campaigns assembled by hand across several tools',
        impact: 'Weeks from brief to launch, slowing every product announcement.',
      },
    ],
  },
  solution: {
    heading: 'The Solution',
    intro: 'Four modules sharing one governed customer record.',
    modules: [
      {
        title: 'Lead-to-Cash Data Hub',
        description: 'One customer record matched across product sign-ups, CRM and billing, with AI entity resolution for duplicates.',
        features: ['Account and workspace matching', 'Shared revenue definitions', 'Daily sync to every team’s tools'],
        kpi: 'Lead-to-cash unified',
      },
      {
        title: 'Revenue Reconciliation Agent',
        description: 'Flags and explains mismatches between bookings, invoices and pipeline before they reach a report.',
        features: ['Automatic mismatch detection', 'Plain-language explanations', 'Routing to the owner to fix'],
        kpi: 'Data disputes -85%',
      },
      {
        title: 'Lifecycle Email Personalization',
        description: 'Usage-aware copy and send times for each segment, generated and tested automatically within brand guidelines.',
        features: ['Segment and usage signals', 'Brand-safe copy generation', 'Continuous A/B testing'],
        kpi: 'Email performance +42%',
      },
      {
        title: 'Campaign Launch Copilot',
        description: 'Turns a campaign brief into audiences, draft assets and a checked launch plan across channels.',
        features: ['Audience builder from the data hub', 'Draft assets for review', 'Pre-launch QA checklist'],
        kpi: 'Campaign launch 3x faster',
      },
    ],
  },
  outcomes: {
    heading: 'Outcomes',
    intro: 'What changed for the marketing, sales and finance teams.',
    items: [
      'Lead-to-cash unified: one record from first sign-up to paid invoice, shared by marketing, sales and finance',
      'Email performance up 42% across lifecycle programs',
      'Data disputes between teams down 85%',
      'Campaigns launched 3x faster, from brief to live',
      'Human approval kept on every customer-facing send, with role-based access to customer data',
    ],
  },
  quote: {
    heading: 'In the Client’s Words',
    text: 'For the first time, marketing, sales and finance look at the same numbers. The arguments about whose report is right have stopped, and we launch campaigns in a fraction of the time.',
    attribution: 'Head of Revenue Operations, Foliant',
  },
  closing: {
    heading: 'Want one lead-to-cash view of your customers?',
    text: 'Book a free 30-minute strategy call to see where AI can remove the manual work between your marketing, sales and billing systems.',
    primary: bookStrategyCall,
  },
}
