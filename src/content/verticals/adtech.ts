import type { ServicePageContent } from '../service-page'
import { downloadFiles } from '../download-files'

const demo = { label: 'Book a 30-min Demo', topic: 'AdTech AI demo' } as const

export const adtech: ServicePageContent = {
  path: '/verticals/adtech',
  hero: {
    eyebrow: 'Industries',
    description:
      'AI modules for DSPs, SSPs, ad networks and agency trading desks: faster campaign operations, sharper bidding insight and reporting your clients trust, proven in a 45-day pilot.',
    stats: [
      { value: '-60%', label: 'Campaign setup time', better: 'lower' },
      { value: '-85%', label: 'Billing discrepancy disputes', better: 'lower' },
      { value: '45 Days', label: 'Pilot to a scale decision' },
      { value: '3-5x', label: 'ROI in the first year' },
    ],
    primary: demo,
    secondary: { label: 'Download the Solution Brief', file: downloadFiles.adtechBrief },
  },
  sections: [
    {
      kind: 'cards',
      id: 'adtech-challenges',
      heading: 'The challenges ad-tech revenue teams face',
      intro: 'Spend grows faster than the teams that set up, optimize, reconcile and report on it.',
      items: [
        {
          title: 'Manual campaign operations',
          description: 'Insertion orders, briefs and creative specs are re-keyed across DSPs and ad servers, and errors surface only after the spend.',
          features: ['Hours of setup per line item', 'Trafficking errors found late', 'Ops headcount that grows with spend'],
        },
        {
          title: 'Reporting and billing discrepancies',
          description: 'Every platform counts impressions differently, so month-end reconciliation turns into disputes that delay cash.',
          features: ['Spreadsheet reconciliation', 'Invoices held for disputes', 'Clients questioning the numbers'],
        },
        {
          title: 'Signal loss',
          description: 'Cookie and device-ID loss weakens targeting and measurement just as clients demand proof of outcomes.',
          features: ['Shrinking addressable audiences', 'Gaps in conversion tracking', 'Harder optimization decisions'],
        },
        {
          title: 'Slow proposals and RFP responses',
          description: 'Sellers wait days for planners and analysts to build media plans, and fast-moving buyers go elsewhere.',
          features: ['Plans rebuilt from scratch', 'Forecasts based on last quarter', 'Deals lost on turnaround time'],
        },
        {
          title: 'Margin pressure and opaque supply paths',
          description: 'Reseller hops, invalid traffic and unsafe placements quietly erode margin and client trust.',
          features: ['Fees hidden in the supply chain', 'Invalid traffic found after billing', 'Brand-safety incidents'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'adtech-modules',
      heading: 'Seven AI modules for ad tech',
      intro: 'Each module targets one measurable KPI. Start with one, add the rest once it has paid for itself.',
      items: [
        {
          title: 'IO & Brief Parser',
          tag: 'Ad Operations',
          description: 'Turns insertion orders, briefs and creative specs into ready-to-approve campaign setups in your DSP and ad server.',
          features: ['Reads PDFs, emails and spreadsheets', 'Flags missing or conflicting terms', 'Human approval before launch'],
          outcomes: 'Campaign setup time -60%',
        },
        {
          title: 'RFP & Media Plan Composer',
          tag: 'Sales',
          description: 'Drafts proposals and media plans from available inventory, audience data and past campaign performance.',
          features: ['Reach and price forecasts', 'Plans in your proposal template', 'Win/loss learning'],
          outcomes: 'Proposals out the same day',
        },
        {
          title: 'Bid & Pacing Copilot',
          tag: 'Trading',
          description: 'Watches pacing and performance across campaigns and recommends bid and budget shifts before delivery slips.',
          features: ['Under- and over-delivery alerts', 'Bid and budget recommendations', 'One-click apply within limits'],
          outcomes: 'Fewer under-delivered campaigns',
        },
        {
          title: 'Yield & Floor Optimizer',
          tag: 'Supply',
          description: 'Sets dynamic price floors by placement, audience and demand source to lift revenue without losing fill.',
          features: ['Floor tests on a share of inventory', 'Demand-source insights', 'Automatic rollback rules'],
          outcomes: 'Higher eCPM at steady fill rate',
        },
        {
          title: 'Reconciliation & Billing Agent',
          tag: 'Finance',
          description: 'Matches delivery across platforms, explains each discrepancy and prepares invoice-ready figures before month end.',
          features: ['Cross-platform delivery matching', 'Discrepancy root-cause notes', 'Invoice-ready exports'],
          outcomes: 'Billing discrepancy disputes -85%',
        },
        {
          title: 'Brand Safety & IVT Sentinel',
          tag: 'Quality',
          description: 'Classifies pages and apps in context and spots invalid-traffic patterns so bad impressions are blocked, not billed.',
          features: ['Contextual page and app classification', 'Invalid-traffic pattern detection', 'Supply-path scoring'],
          outcomes: 'Unsafe and invalid impressions blocked before billing',
        },
        {
          title: 'Client Insights Narrator',
          tag: 'Account Management',
          description: 'Writes client-ready performance reports that explain what happened, why, and what to change next.',
          features: ['Narrative summaries of results', 'Anomaly explanations', 'Scheduled client reports'],
          outcomes: 'Client reports in minutes, not hours',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'adtech-native',
      heading: 'Ad-tech-native features',
      intro: 'Built for the speed, scale and privacy rules of programmatic advertising.',
      items: [
        {
          title: 'Connectors for the ad stack',
          description: 'APIs for DSPs, SSPs, ad servers, verification vendors and CRMs, plus log-level data from your own warehouse.',
        },
        {
          title: 'Built for bid-time speed',
          description: 'Decisions in the bidding path are served by low-latency models; heavier analysis runs in batch, off the critical path.',
        },
        {
          title: 'Privacy-first by design',
          description: 'Consent signals are respected, personal data stays in your cloud, and the modules work with clean rooms and contextual signals.',
        },
        {
          title: 'Guardrails on spend',
          description: 'Budget caps, approval thresholds and full audit logs: the AI recommends, and your traders approve anything above the limits you set.',
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'adtech-pilot',
      heading: 'Your 45-day pilot, week by week',
      intro: 'One workflow in one team, measured against a baseline and decided on numbers.',
      steps: [
        {
          period: 'Week 0',
          title: 'Scope and baseline',
          description: 'We pick the workflow with the fastest payback, agree the KPIs, capture a baseline and set up read-only data access.',
        },
        {
          period: 'Weeks 1-2',
          title: 'Connect and configure',
          description: 'Connectors to your platforms go live and the first module is configured and tested on your historical data.',
        },
        {
          period: 'Weeks 3-4',
          title: 'Deploy in shadow mode',
          description: 'The module is deployed by the end of week 3 and runs alongside your team, so its recommendations are checked against their decisions.',
        },
        {
          period: 'Weeks 5-6',
          title: 'Go live with guardrails',
          description: 'Your team uses the module day to day within spend caps and approval rules, with weekly tuning sessions.',
        },
        {
          period: 'Weeks 7-9',
          title: 'Measure and decide',
          description: 'We compare results with the baseline, present the ROI readout and agree a plan to scale or stop.',
        },
      ],
      note: 'Minimum scope: one workflow in one department. The pilot is scoped and priced before Week 0, so you know the full cost up front.',
    },
    {
      kind: 'cards',
      id: 'adtech-success',
      sample: 'adtechSnapshot',
      heading: 'Success snapshot',
      intro: 'Anonymized pilot results from ad-tech teams; figures are measured against each team’s own baseline.',
      items: [
        {
          title: 'A mid-size DSP',
          tag: 'Demand side',
          description: 'Automated insertion-order parsing and line-item setup for two trading desks with the IO & Brief Parser.',
          outcomes: 'Campaign setup time cut by 60% within the pilot',
        },
        {
          title: 'A regional SSP',
          tag: 'Supply side',
          description: 'Tested dynamic price floors from the Yield & Floor Optimizer on a share of display inventory.',
          outcomes: 'Higher eCPM on the test inventory with fill rate held steady',
        },
        {
          title: 'An independent agency trading desk',
          tag: 'Agency',
          description: 'Replaced spreadsheet reconciliation with the Reconciliation & Billing Agent across its main platforms.',
          outcomes: 'Billing discrepancy disputes down 85% and a faster month-end close',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'adtech-faq',
      heading: 'AdTech AI: frequently asked questions',
      items: [
        {
          question: 'Do you need write access to our bidder or ad server?',
          answer: 'Not to start. The pilot begins with read-only access; write access is added only for the actions you approve, within the limits you set.',
        },
        {
          question: 'How do you handle user data and privacy?',
          answer: 'Models run in your cloud, consent signals are respected and personal data is never used to train shared models. We document data flows for your privacy and security reviews.',
        },
        {
          question: 'Will the modules work with our in-house platform?',
          answer: 'Yes. Besides the common DSP, SSP and ad-server APIs, we connect to in-house bidders and warehouses through your existing APIs or log-level data.',
        },
        {
          question: 'What happens after the 45-day pilot?',
          answer: 'You get an ROI readout against the baseline and a plan to scale. You own the code and models, and can add the other modules one at a time.',
        },
        {
          question: 'How do we get started?',
          answer: 'Book a free 45-minute AI Opportunity Map: we review your workflows, pick the module with the fastest payback and outline the pilot, with no commitment.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Prove AI on your ad stack in 45 days',
    text: 'Start with a free 45-minute AI Opportunity Map to find the workflow with the fastest payback, or see the modules in a 30-minute demo.',
    primary: { label: 'Get Your Free AI Opportunity Map', topic: 'Free AI Opportunity Map: AdTech' },
    secondary: demo,
  },
}
