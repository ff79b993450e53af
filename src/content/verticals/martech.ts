import type { ServicePageContent } from '../service-page'
import { downloadFiles } from '../download-files'

const demo = { label: 'Book a 30-min Demo', topic: 'MarTech AI demo' } as const

export const martech: ServicePageContent = {
  path: '/verticals/martech',
  hero: {
    eyebrow: 'Industries',
    description:
      'AI for marketing technology companies and the marketers who use them: ship the AI features your customers ask for, and automate content, segmentation, attribution and lifecycle marketing.',
    stats: [
      { value: '+42%', label: 'Email performance' },
      { value: '3x', label: 'Faster campaign launch' },
      { value: '-75%', label: 'Content production time', better: 'lower' },
      { value: '45 Days', label: 'Pilot to a scale decision' },
    ],
    primary: demo,
    secondary: { label: 'Download the Solution Brief', file: downloadFiles.martechBrief },
  },
  sections: [
    {
      kind: 'cards',
      id: 'martech-challenges',
      heading: 'The challenges martech teams face',
      intro: 'Martech platforms and in-house marketing teams hit the same walls as AI raises expectations.',
      items: [
        {
          title: 'Customers expect AI in the product',
          description: 'Competitors ship generative features every quarter, and an AI roadmap competes with everything else for engineering time.',
          features: ['AI requests piling up in the backlog', 'Features lost in competitive deals', 'No in-house model expertise'],
        },
        {
          title: 'Content is the bottleneck',
          description: 'Every segment, channel and language needs its own variant, and brand review slows every launch.',
          features: ['Weeks from brief to launch', 'Generic messages sent to everyone', 'Designers and writers overloaded'],
        },
        {
          title: 'Fragmented customer data',
          description: 'CDP, email platform, CRM and product analytics disagree, so segments are stale by the time they are used.',
          features: ['Manual list building', 'Conflicting customer records', 'Segments refreshed monthly'],
        },
        {
          title: 'Attribution nobody trusts',
          description: 'Last-click reports credit the wrong channels, and budget meetings turn into debates instead of decisions.',
          features: ['Channel teams with competing numbers', 'Long buying cycles left unmeasured', 'Budget moved on instinct'],
        },
        {
          title: 'Slow time to value and churn',
          description: 'Heavy onboarding means platform customers take months to see results, and some leave before they do.',
          features: ['Long implementation projects', 'Support queues full of how-to questions', 'Renewals at risk'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'martech-suite',
      heading: 'Six AI suite modules for martech',
      intro: 'Use them to run your own growth engine, or embed them in your platform for your customers.',
      items: [
        {
          title: 'Content & Creative Studio',
          tag: 'Content',
          description: 'Emails, landing pages, ads and social posts drafted on brand for every segment and channel, reviewed by your team.',
          features: ['Brand voice and style rules', 'Variants by segment and language', 'Approval workflow'],
          outcomes: 'Content production time -75%',
        },
        {
          title: 'Predictive Segmentation & Scoring',
          tag: 'Audience',
          description: 'Segments and propensity scores built from unified customer data and refreshed automatically.',
          features: ['Identity resolution across sources', 'Propensity and churn scores', 'Plain-language segment builder'],
          outcomes: 'Sharper segments, refreshed daily',
        },
        {
          title: 'Lifecycle Journey Orchestrator',
          tag: 'Lifecycle',
          description: 'Chooses the next message, channel and send time for each contact across onboarding, nurture and win-back journeys.',
          features: ['Next-best-action decisions', 'Send-time optimization', 'Automatic journey tests'],
          outcomes: 'Email performance +42%',
        },
        {
          title: 'Attribution & Insights Analyst',
          tag: 'Measurement',
          description: 'Multi-touch attribution and mix modeling with plain-language answers to “what drove pipeline this quarter?”',
          features: ['Multi-touch attribution', 'Budget scenario planning', 'Weekly insight digests'],
          outcomes: 'Budget decisions backed by revenue data',
        },
        {
          title: 'Campaign Launch Copilot',
          tag: 'Operations',
          description: 'Turns one brief into a configured multi-channel campaign: audiences, assets, schedules and tracking checked before launch.',
          features: ['Brief-to-campaign setup', 'Pre-launch QA checks', 'UTM and tracking governance'],
          outcomes: 'Campaigns launched 3x faster',
        },
        {
          title: 'Embedded AI Feature Kit',
          tag: 'Product',
          description: 'For martech platforms: AI assistants, smart segments and content generation built into your product, with tenant isolation and quality evaluations.',
          features: ['Multi-tenant AI services', 'Evaluation and monitoring', 'White-label user interface components'],
          outcomes: 'AI features in customers’ hands in weeks, not quarters',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'martech-native',
      heading: 'MarTech-native features',
      intro: 'Designed for the data, privacy and brand rules of modern marketing.',
      items: [
        {
          title: 'Connects to the marketing stack',
          description: 'CDPs, email and messaging platforms, CRMs, ad platforms and your data warehouse, through their APIs.',
        },
        {
          title: 'Consent-aware by design',
          description: 'Consent and suppression lists are enforced on every send and segment, with data flows documented for GDPR and CCPA reviews.',
        },
        {
          title: 'Multi-tenant ready',
          description: 'Each customer’s data and models stay isolated, so platforms can offer AI features to every account safely.',
        },
        {
          title: 'Brand and quality guardrails',
          description: 'Brand rules, automated quality evaluations and human approval steps keep every generated asset on message.',
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'martech-pilot',
      heading: 'Your 45-day pilot, week by week',
      intro: 'One workflow in one team, measured against a baseline and decided on numbers.',
      steps: [
        {
          period: 'Week 0',
          title: 'Scope and baseline',
          description: 'We choose one module and one team, agree the KPIs, capture a baseline and set up access to your marketing data.',
        },
        {
          period: 'Weeks 1-2',
          title: 'Connect and configure',
          description: 'Your CDP, email platform and CRM are connected, and the module is configured with your brand rules and historical data.',
        },
        {
          period: 'Weeks 3-4',
          title: 'Deploy and test',
          description: 'The module is deployed by the end of week 3 and tested against your current process on a share of campaigns or accounts.',
        },
        {
          period: 'Weeks 5-6',
          title: 'Go live with guardrails',
          description: 'Your team uses it on live campaigns with approval steps and quality checks, and we tune it every week.',
        },
        {
          period: 'Weeks 7-9',
          title: 'Measure and decide',
          description: 'We compare results with the baseline, present the ROI readout and agree a plan to scale across teams or customers.',
        },
      ],
      note: 'Minimum scope: one workflow in one department. The pilot is scoped and priced before Week 0, so you know the full cost up front.',
    },
    {
      kind: 'cards',
      id: 'martech-success',
      sample: 'martechSnapshot',
      heading: 'Success snapshot',
      intro: 'Anonymized pilot results from martech teams; figures are measured against each team’s own baseline.',
      items: [
        {
          title: 'A B2B marketing automation platform',
          tag: 'Platform',
          description: 'Embedded an AI content assistant in its email builder with the Embedded AI Feature Kit, live for all customer accounts.',
          outcomes: 'Customers produced campaign content 75% faster',
        },
        {
          title: 'An email service provider',
          tag: 'Lifecycle',
          description: 'Added send-time optimization and next-best-message decisions with the Lifecycle Journey Orchestrator.',
          outcomes: 'Email performance up 42% on the pilot journeys',
        },
        {
          title: 'A mid-size e-commerce marketing team',
          tag: 'Brand',
          description: 'Moved seasonal campaigns from brief to launch with the Campaign Launch Copilot and Content & Creative Studio.',
          outcomes: 'Campaigns launched 3x faster',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'martech-faq',
      heading: 'MarTech AI: frequently asked questions',
      items: [
        {
          question: 'Can you build AI features into our product, not just our marketing?',
          answer: 'Yes. The Embedded AI Feature Kit is built for martech platforms: we design, build and hand over AI features that run inside your product, under your brand.',
        },
        {
          question: 'Is our customers’ data used to train shared models?',
          answer: 'No. Each customer’s data stays isolated in your cloud and is never used to train models shared with anyone else.',
        },
        {
          question: 'Which platforms do you integrate with?',
          answer: 'Common CDPs, email and messaging platforms, CRMs, ad platforms and data warehouses, plus in-house systems through their APIs.',
        },
        {
          question: 'What does the pilot need from our team?',
          answer: 'An executive sponsor, one marketing or product owner for a few hours a week, and access to the data the chosen workflow uses.',
        },
        {
          question: 'How do we get started?',
          answer: 'Book a free 45-minute AI Opportunity Map: we review your stack and roadmap, rank the modules by payback and outline the 45-day pilot, with no commitment.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Ship AI your customers will notice',
    text: 'Start with a free 45-minute AI Opportunity Map of your product and marketing workflows, or see the six modules in a 30-minute demo.',
    primary: { label: 'Get Your Free AI Opportunity Map', topic: 'Free AI Opportunity Map: MarTech' },
    secondary: demo,
  },
}
