import type { ServicePageContent } from '../service-page'

export const salesAi: ServicePageContent = {
  path: '/services/sales-ai',
  hero: {
    eyebrow: 'Revenue Services',
    description: 'AI-powered sales enablement that helps every rep sell like your best one, built into the CRM and the calls your team already runs.',
    stats: [
      { value: '+24%', label: 'Win rate' },
      { value: '-31%', label: 'Sales cycle', better: 'lower' },
      { value: '+17%', label: 'Deal size' },
      { value: '+40%', label: 'Rep productivity' },
    ],
    primary: { label: 'Book a Sales AI Demo', topic: 'Sales AI demo' },
    secondary: { label: 'Read the Field Sales Case Study', to: '/case-studies/chipr' },
  },
  sections: [
    {
      kind: 'cards',
      id: 'sales-stacks',
      heading: 'Five Sales AI stacks',
      intro: 'Start with the stack that removes your biggest bottleneck; they share one data layer, so each one makes the next cheaper.',
      items: [
        {
          title: 'Prospecting Stack',
          description: 'Account research, intent signals and first-touch emails drafted for every target account.',
          features: ['ICP scoring from your wins', 'Personalized sequences', 'Reply classification'],
          outcomes: 'More meetings per rep per week',
        },
        {
          title: 'Conversation Intelligence Stack',
          description: 'Live call guidance and post-call summaries that write themselves into the CRM.',
          features: ['Real-time objection prompts', 'Automatic notes and next steps', 'Talk-track analytics'],
          outcomes: 'Win rate +24% for coached reps',
        },
        {
          title: 'Deal Execution Stack',
          description: 'Deal risk alerts, mutual action plans and instant, accurate quotes.',
          features: ['Risk signals from email and calls', 'CPQ assistant', 'Approval routing'],
          outcomes: 'Sales cycle -31%',
        },
        {
          title: 'Forecasting Stack',
          description: 'A forecast built from activity and buyer signals, not rep optimism.',
          features: ['Deal-level probability', 'Pipeline coverage alerts', 'Board-ready rollups'],
          outcomes: 'Forecast accuracy within a few points',
        },
        {
          title: 'Enablement Stack',
          description: 'Onboarding and coaching that adapt to each rep, with role-play against AI buyers.',
          features: ['AI role-play scenarios', 'Skill gap tracking', 'Just-in-time playbooks'],
          outcomes: 'Ramp time cut and training cost down',
        },
      ],
    },
    {
      kind: 'bundles',
      id: 'sales-bundles',
      heading: 'Enterprise bundles',
      intro: 'For sales organizations that need scale, security reviews and change management included.',
      cta: { label: 'Book a Sales AI Demo', topic: 'Sales AI demo' },
      items: [
        {
          title: 'Revenue Copilot',
          description: 'Conversation intelligence and deal execution for inside and field teams.',
          features: ['Conversation Intelligence Stack', 'Deal Execution Stack', 'CRM write-back', 'Manager dashboards'],
          specs: { timeline: '8 weeks', fee: 'From $95K', idealBuyer: 'Sales teams of 50-500 reps' },
          notes: 'Deploys in your Salesforce or HubSpot tenant; call data stays in your cloud region.',
        },
        {
          title: 'Predictable Pipeline',
          description: 'Prospecting and forecasting that give leadership a pipeline they can plan on.',
          features: ['Prospecting Stack', 'Forecasting Stack', 'Data quality automation', 'Quarterly model review'],
          specs: { timeline: '10 weeks', fee: 'From $120K', idealBuyer: 'CROs and RevOps leaders' },
          notes: 'SSO, role-based access and full audit logs; SOC 2 report available on request.',
        },
        {
          title: 'Field Force Accelerator',
          description: 'Everything a field sales force needs: routing, instant quotes and AI coaching on mobile.',
          features: ['Enablement Stack', 'Offline-first mobile app', 'Route and territory optimization', 'Instant quoting'],
          specs: { timeline: '12 weeks', fee: 'Custom pricing', idealBuyer: 'Field sales organizations of 200+ reps' },
          notes: 'Runs offline on managed devices; customer data encrypted at rest and in transit.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Give every rep a coach, an analyst and an admin',
    text: 'See the stacks on a sales process like yours in a 30-minute demo.',
    primary: { label: 'Book a Sales AI Demo', topic: 'Sales AI demo' },
    secondary: { label: 'AI for Field Sales', to: '/verticals/field-sales' },
  },
}
