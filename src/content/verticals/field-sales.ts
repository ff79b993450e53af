import type { ServicePageContent } from '../service-page'

const demo = { label: 'Book a 30-min Demo', topic: 'Field sales AI demo' } as const

export const fieldSales: ServicePageContent = {
  path: '/verticals/field-sales',
  hero: {
    eyebrow: 'Industries',
    description:
      'Six AI tools for door-to-door and territory sales teams: smarter routes, instant quotes and live coaching that run on the rep’s device, with or without signal.',
    stats: [
      { value: '+38%', label: 'Revenue per rep' },
      { value: '-90%', label: 'Training cost', better: 'lower' },
      { value: '+19%', label: 'First-call resolution' },
      { value: '12 Weeks', label: 'Full implementation' },
    ],
    primary: demo,
    secondary: { label: 'Read the Chipr Case Study', to: '/case-studies/chipr' },
  },
  sections: [
    {
      kind: 'cards',
      id: 'field-sales-challenges',
      heading: 'Where field sales loses revenue',
      intro: 'The same five problems show up in almost every field organization we work with, whatever the product on the doorstep.',
      items: [
        {
          title: 'Hours lost between doors',
          description: 'Reps plan their day by hand, so driving, dead-end knocks and repeat visits eat into selling time.',
          features: ['Routes planned on paper or spreadsheets', 'Repeat visits to uninterested addresses', 'No view of which streets convert'],
        },
        {
          title: 'Quotes that stall the close',
          description: 'Pricing, eligibility and contracts need a call back to the office, and the buyer cools off while the rep waits.',
          features: ['Manual eligibility checks', 'Paper or PDF contracts', 'Deals lost to “let me think about it”'],
        },
        {
          title: 'Slow, expensive ramp for new reps',
          description: 'Classroom training and weeks of shadowing, repeated for every hire in a high-turnover role.',
          features: ['Weeks before a new rep sells alone', 'Trainers tied up with onboarding', 'Inconsistent pitch quality'],
        },
        {
          title: 'Coaching that never reaches the doorstep',
          description: 'Managers cannot join every visit, so feedback arrives days later or not at all.',
          features: ['Coaching based on anecdotes', 'The same objections lost again and again', 'Top-performer habits never shared'],
        },
        {
          title: 'Patchy data and guesswork forecasts',
          description: 'Visit notes are typed up late or skipped, so the CRM is incomplete and the forecast depends on gut feel.',
          features: ['Evening admin for every rep', 'Missing follow-ups', 'Forecasts revised every week'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'field-sales-suite',
      heading: 'The six-tool field sales suite',
      intro: 'Each tool works on its own and all six share one data layer, so every visit makes the next recommendation better.',
      items: [
        {
          title: 'Route & Territory Optimizer',
          tag: 'Planning',
          description: 'Daily routes ranked by each address’s likelihood to buy, re-planned live around no-answers and booked appointments.',
          features: ['Address-level propensity scores', 'Live re-routing during the shift', 'Territory balancing for managers'],
          outcomes: 'More qualified conversations per shift',
        },
        {
          title: 'Instant Quote & Contract Composer',
          tag: 'Closing',
          description: 'Eligibility, pricing and a ready-to-sign contract on the doorstep in minutes, with your approval rules built in.',
          features: ['Eligibility and price checks', 'Pre-filled contracts with e-signature', 'Discount approval rules'],
          outcomes: 'Close on the first visit, without a call-back',
        },
        {
          title: 'Live Doorstep Coach',
          tag: 'Coaching',
          description: 'Prompts for objections and next steps during the conversation, then a short summary and score after every visit.',
          features: ['Objection handling prompts', 'Post-visit summaries and scores', 'Customer consent captured in the app'],
          outcomes: 'First-call resolution +19%',
        },
        {
          title: 'AI Role-Play Trainer',
          tag: 'Enablement',
          description: 'New and experienced reps practice against AI buyers modeled on your real customers, and get scored feedback instantly.',
          features: ['Scenarios built from your best calls', 'Skill gap tracking per rep', 'Certification before going live'],
          outcomes: 'Training cost -90%',
        },
        {
          title: 'Visit Notes & CRM Autopilot',
          tag: 'Admin',
          description: 'A spoken note after each visit becomes a complete CRM record, with follow-ups and reminders scheduled automatically.',
          features: ['Voice-to-CRM notes', 'Automatic follow-up tasks', 'Duplicate and missing-field checks'],
          outcomes: 'A complete CRM without evening admin',
        },
        {
          title: 'Performance & Forecast Hub',
          tag: 'Leadership',
          description: 'Team, territory and rep performance in one view, with a forecast built from visit activity rather than optimism.',
          features: ['Leaderboards and coaching queues', 'Territory heat maps', 'Deal-level forecast'],
          outcomes: 'Forecast accuracy +14%',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'field-sales-edge',
      heading: 'Edge-native by design',
      intro: 'The AI runs on the rep’s phone or tablet, not only in the cloud, because doorsteps, basements and rural roads rarely have good signal.',
      items: [
        {
          title: 'Works without signal',
          description: 'Routes, quotes, coaching and notes keep working offline and sync automatically when the connection returns.',
        },
        {
          title: 'Answers in milliseconds',
          description: 'On-device models respond instantly, so the rep never waits on a network round trip in front of a customer.',
        },
        {
          title: 'Customer data stays protected',
          description: 'Data is encrypted on the device and in transit, conversations are processed on the device, and lost devices can be wiped remotely.',
        },
        {
          title: 'Light on battery and data',
          description: 'Compact models and Wi-Fi-first sync keep a full shift within one charge on managed iOS and Android devices.',
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'field-sales-plan',
      heading: 'Your 12-week implementation plan',
      intro: 'A pilot pod goes live first, then the suite rolls out territory by territory, with your managers trained at every step.',
      steps: [
        {
          period: 'Weeks 1-2',
          title: 'Discovery and ride-alongs',
          description: 'We join your reps in the field, map the sales process, agree baseline KPIs and connect your CRM, pricing and address data.',
        },
        {
          period: 'Weeks 3-4',
          title: 'First tools live with a pilot pod',
          description: 'The Route & Territory Optimizer and Instant Quote & Contract Composer are deployed to one pilot team by the end of week 3.',
        },
        {
          period: 'Weeks 5-6',
          title: 'Coaching and role-play',
          description: 'The Live Doorstep Coach and AI Role-Play Trainer are added, with scenarios built from your best reps’ conversations.',
        },
        {
          period: 'Weeks 7-8',
          title: 'Expand to more territories',
          description: 'More teams come on board, Visit Notes & CRM Autopilot goes live and we tune the models on the pilot’s results.',
        },
        {
          period: 'Weeks 9-10',
          title: 'Manager analytics and forecasting',
          description: 'The Performance & Forecast Hub goes live and managers are trained to run coaching and forecasts from it.',
        },
        {
          period: 'Weeks 11-12',
          title: 'Full rollout and handover',
          description: 'All six tools are live across your territories; we review results against the baseline and hand over runbooks and admin access.',
        },
      ],
      note: 'Your first tools are in the field within 3 weeks; the full suite is live across territories by week 12.',
    },
    {
      kind: 'stack',
      id: 'field-sales-deliverables',
      heading: 'What you get',
      intro: 'Everything your field organization needs to run, own and improve the suite after go-live.',
      groups: [
        { name: 'Field app and tools', items: ['Six AI tools', 'Offline-first iOS and Android app', 'Manager web dashboard'] },
        { name: 'Integrations', items: ['CRM write-back', 'Pricing and eligibility systems', 'E-signature', 'Mapping and address data'] },
        { name: 'Enablement', items: ['Rep and manager training', 'Role-play scenario library', 'Playbooks for your offers'] },
        { name: 'Ownership and support', items: ['Code and models you own', 'Runbooks and admin handover', 'Post-launch tuning', 'Monthly KPI reviews'] },
      ],
    },
    {
      kind: 'faq',
      id: 'field-sales-faq',
      // One answer cites the Chipr case study's results.
      sample: 'chipr',
      heading: 'Field sales AI: frequently asked questions',
      items: [
        {
          question: 'Do the tools work where there is no mobile signal?',
          answer: 'Yes. Routes, quotes, coaching prompts and notes run on the device and sync when the connection returns, so reps can sell in basements, rural areas and new-build estates.',
        },
        {
          question: 'Do we have to roll out all six tools at once?',
          answer: 'No. The minimum scope is one workflow in one department, and many teams start with route planning and instant quoting before adding coaching and forecasting.',
        },
        {
          question: 'How are doorstep conversations and customer data handled?',
          answer: 'Coaching only runs after the customer’s consent is captured in the app. Conversations are processed on the device, data is encrypted at rest and in transit, and you decide what is stored and for how long.',
        },
        {
          question: 'Which CRMs and systems do you integrate with?',
          answer: 'We connect to Salesforce, HubSpot, Microsoft Dynamics and in-house CRMs, plus your pricing, eligibility, e-signature and mapping systems, through their APIs.',
        },
        {
          question: 'What results can we expect?',
          answer: 'Chipr, a telecom and fiber field-sales company with 1,600+ employees, raised revenue per rep by 38% and cut training costs by 90%. We agree your own baseline and targets in weeks 1-2.',
        },
        {
          question: 'How do we get started?',
          answer: 'Book a free 45-minute AI Opportunity Map: we review your field process, rank the tools by payback and outline your 12-week plan, with no commitment.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Put an AI coach in every rep’s pocket',
    text: 'Start with a free 45-minute AI Opportunity Map of your field process, or book a 30-minute demo of the six tools on a real route.',
    primary: { label: 'Get Your Free AI Opportunity Map', topic: 'Free AI Opportunity Map: field sales' },
    secondary: demo,
  },
}
