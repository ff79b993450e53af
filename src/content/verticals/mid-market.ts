import type { ServicePageContent } from '../service-page'

const bookSession = { label: 'Book Your Session Now', topic: 'Elevate: free AI Opportunity Map session' } as const

/** /verticals/mid-market (Elevate): governed, modular AI agents for companies of 200 to 2,500 employees. */
export const midMarket: ServicePageContent = {
  path: '/verticals/mid-market',
  hero: {
    eyebrow: 'Industries',
    description:
      'Elevate is for companies of 200 to 2,500 employees and $25M to $750M annual revenue that have outgrown start-up tools but cannot wait a year for an enterprise platform: governed, modular AI agents across sales, marketing, HR, operations and product.',
    stats: [
      { value: '30-90 days', label: 'implementation' },
      { value: '18-25%', label: 'CAC reduction' },
      { value: '+40%', label: 'team efficiency' },
      { value: '90 days', label: 'ROI timeline' },
    ],
    primary: bookSession,
    secondary: { label: 'AI Implementation Services', to: '/services/ai-implementation' },
  },
  sections: [
    {
      kind: 'cards',
      id: 'elevate-growth-ceiling',
      heading: 'Five signs you have hit the growth ceiling',
      intro: 'Mid-market companies stall for the same reasons. Elevate is built to remove them.',
      items: [
        {
          title: 'Headcount-Led Growth',
          description: 'Every new revenue target means another hiring round, and margins shrink as the team grows.',
        },
        {
          title: 'Rising Acquisition Costs',
          description: 'CAC climbs as channels saturate, and the pipeline depends on a handful of star performers.',
        },
        {
          title: 'Disconnected Systems',
          description: 'CRM, ERP, HR and support tools each hold part of the truth, so reporting is manual and always late.',
        },
        {
          title: 'Pilots That Never Scale',
          description: "AI experiments live in one team's spreadsheet and stall at the security review.",
        },
        {
          title: 'Enterprise Tools, Mid-Market Budget',
          description: 'Big-vendor platforms take a year to implement and need a team you do not have.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'elevate-modules',
      heading: 'Ten modules in five groups',
      intro: 'Start with the group that hurts most and add the rest on the same governed platform, sharing one data layer.',
      items: [
        {
          title: 'Pipeline Prospector',
          tag: 'Sales',
          description: 'Researches accounts, scores buying intent and drafts outreach for every territory.',
          outcomes: 'CAC down 18-25%',
        },
        {
          title: 'Deal Intelligence',
          tag: 'Sales',
          description: 'Call summaries, deal-risk alerts and next steps written into the CRM after every meeting.',
          outcomes: 'Shorter sales cycles and cleaner forecasts',
        },
        {
          title: 'Campaign Orchestrator',
          tag: 'Marketing',
          description: 'Plans, drafts and personalizes campaigns across channels within your brand guardrails.',
          outcomes: 'Campaigns launched in days, not weeks',
        },
        {
          title: 'Attribution Analyst',
          tag: 'Marketing',
          description: 'Connects spend to pipeline and recommends where to move budget each week.',
          outcomes: 'Budget shifted to the channels that convert',
        },
        {
          title: 'Talent Screener',
          tag: 'Recruitment/HR',
          description: 'Screens and ranks applicants against role scorecards, with bias checks and a human sign-off on every shortlist.',
          outcomes: 'Faster time to hire',
        },
        {
          title: 'Onboarding Assistant',
          tag: 'Recruitment/HR',
          description: 'Guides new hires through paperwork, training and first-week questions, and keeps managers informed.',
          outcomes: 'New hires productive sooner',
        },
        {
          title: 'Service Desk Agent',
          tag: 'Operations/CX',
          description: 'Resolves routine customer and employee requests and routes the rest to the right person with full context.',
          outcomes: 'Lower cost per ticket, faster first response',
        },
        {
          title: 'Process Automation Hub',
          tag: 'Operations/CX',
          description: 'Automates hand-offs between CRM, ERP and finance tools, such as order entry and invoice matching.',
          outcomes: '+40% team efficiency',
        },
        {
          title: 'Rapid Prototype Lab',
          tag: 'Product/Prototyping',
          description: 'Working prototypes of new AI features or internal tools in weeks, so you can test before you invest.',
          outcomes: 'Ideas validated before the budget is spent',
        },
        {
          title: 'Voice-of-Customer Insights',
          tag: 'Product/Prototyping',
          description: 'Turns tickets, reviews and call notes into product themes ranked by revenue impact.',
          outcomes: 'A roadmap tied to customer impact',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'elevate-tracks',
      heading: 'Three engagement tracks',
      intro: 'Pick the pace that fits your budget cycle. Every track is measured against a KPI agreed before work starts.',
      items: [
        {
          title: 'Quick-Win Pilot',
          tag: '30 days',
          description: 'A 30-day pilot on one workflow, one team: a baseline agreed on day one and a measured, live result at the end.',
          buyers: 'Leaders who need proof before a wider budget',
          outcomes: 'One workflow live and measured',
        },
        {
          title: 'Department Sprint',
          tag: '60 days',
          description: 'A 60-day sprint automating several connected workflows in one department, such as sales or customer service, with training and change management included.',
          buyers: 'Department heads with a backlog of manual work',
          outcomes: 'A department running on AI-assisted workflows',
        },
        {
          title: 'Full-Stack Rollout',
          tag: '90 days',
          description: 'A 90-day rollout of modules across departments on one governed platform, with shared data, a security review and an internal owner trained to run it.',
          buyers: 'Leadership teams making AI a company-wide capability',
          outcomes: 'Return on investment within the 90-day timeline',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'elevate-outcomes',
      sample: 'elevateStories',
      heading: 'Outcome stories',
      intro: "Typical results from mid-market engagements, measured against each client's own baseline.",
      items: [
        {
          title: 'B2B distributor, 900 employees',
          tag: 'Wholesale distribution',
          description: 'Pipeline Prospector and Deal Intelligence replaced manual territory research for the inside-sales team.',
          outcomes: 'CAC down 21% within two quarters',
        },
        {
          title: 'Healthcare services group, 1,400 employees',
          tag: 'Healthcare services',
          description: 'The Service Desk Agent took routine scheduling and billing questions off the contact center.',
          outcomes: 'First response time cut from hours to minutes',
        },
        {
          title: 'Software scale-up, 350 employees',
          tag: 'Software',
          description: 'Campaign Orchestrator and Attribution Analyst let one marketing team run launches in four regions.',
          outcomes: '+40% team efficiency',
        },
        {
          title: 'Industrial manufacturer, 2,100 employees',
          tag: 'Manufacturing',
          description: 'The Process Automation Hub automated order entry and invoice matching between the CRM and the ERP.',
          outcomes: 'Positive ROI within 90 days',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'elevate-differentiators',
      heading: 'Five differentiators',
      items: [
        {
          title: 'Mid-Market Focus',
          description: 'Built for companies of 200 to 2,500 employees: enterprise-grade controls without enterprise timelines or overhead.',
        },
        {
          title: 'Modular Agents',
          description: 'Each agent does one job well and plugs into the same platform, so you pay only for what you use and add more later.',
        },
        {
          title: 'Governed by Design',
          description: 'Role-based access, audit logs, human approval steps and model monitoring from day one, ready for your security review.',
        },
        {
          title: 'Customer Owns the IP',
          description: 'The prompts, workflows, integrations and tuned models we build for you are yours, fully documented.',
        },
        {
          title: 'Outcome Billing',
          description: 'Part of our fee is tied to the KPI we agree up front, so we are paid when the result lands.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'elevate-kick-start',
      heading: 'Your 30-day kick-start',
      intro: 'Every track starts the same way: the first workflow is deployed within 3 weeks or less.',
      steps: [
        {
          title: 'Map Opportunities',
          duration: 'Days 1-3',
          description: 'A free 45-minute AI Opportunity Map session with your leaders, followed by a shortlist of workflows ranked by value and effort.',
        },
        {
          title: 'Set the Baseline',
          duration: 'Days 4-7',
          description: "Choose the first workflow (minimum scope: one workflow in one department), agree the KPI, record today's numbers and open secure access.",
        },
        {
          title: 'Build and Deploy',
          duration: 'Days 8-21',
          description: 'Agents configured, connected and tested on real data, then deployed to the team with human review switched on.',
        },
        {
          title: 'Measure and Decide',
          duration: 'Days 22-30',
          description: 'Live KPI tracking against the baseline and a day-30 review to choose what scales next and on which track.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'elevate-faq',
      heading: 'Elevate FAQs',
      items: [
        {
          question: 'How fast can we deploy?',
          answer: 'The first workflow goes live within 3 weeks or less of kick-off. Full implementations take 30-90 days depending on the track you choose.',
        },
        {
          question: 'What is the minimum scope?',
          answer: 'One workflow in one department. Most clients start with a Quick-Win Pilot and expand once the KPI moves.',
        },
        {
          question: 'How do you handle security and governance?',
          answer:
            'Agents run in your cloud or a dedicated tenant with single sign-on, role-based access, audit logs and human approval on sensitive actions. We support your security review from the first week.',
        },
        {
          question: 'How does outcome billing work?',
          answer:
            'We agree a KPI and its baseline before work starts. Part of the fee covers the build; the rest is tied to the measured result at the end of the track.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Map your first AI wins in 45 minutes',
    text: 'Book a free AI Opportunity Map: 45 minutes with our team to find the workflows that pay back within 90 days.',
    primary: bookSession,
    secondary: { label: 'Read the Chipr Case Study', to: '/case-studies/chipr' },
  },
}
