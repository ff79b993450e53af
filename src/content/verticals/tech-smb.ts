import type { ServicePageContent } from '../service-page'

const bookCall = { label: 'Book a Launchpad Call', topic: 'Launchpad: AI for Tech SMBs' } as const

/** /verticals/tech-smb (Launchpad): usage-priced AI modules for start-ups and tech SMBs. */
export const techSmb: ServicePageContent = {
  path: '/verticals/tech-smb',
  hero: {
    eyebrow: 'Industries',
    description:
      'Launchpad is for start-ups and tech SMBs that need to grow without growing headcount: ten AI modules across sales, marketing, hiring, operations and product, live in days and billed by usage.',
    stats: [
      { value: '15hrs/wk', label: 'time saved' },
      { value: '-22%', label: 'CAC', better: 'lower' },
      { value: '+150/mo', label: 'leads' },
      { value: '2x', label: 'faster hiring' },
    ],
    primary: bookCall,
    secondary: { label: 'Explore AI Use Cases', to: '/ai-use-cases' },
  },
  sections: [
    {
      kind: 'cards',
      id: 'launchpad-pain-points',
      heading: 'Six pain points holding start-ups back',
      intro: 'Small teams hit the same walls as they grow. Each one maps to a Launchpad module.',
      items: [
        {
          title: 'Founders Stuck in Admin',
          description: 'Inbox triage, CRM updates and reporting eat the hours that should go to customers, investors and product.',
        },
        {
          title: 'CAC Creeping Up',
          description: 'Paid channels get pricier every quarter while outbound stays manual, slow and inconsistent.',
        },
        {
          title: 'Thin Top of Funnel',
          description: 'Too few qualified leads, and the ones that do arrive wait hours or days for a reply.',
        },
        {
          title: 'Slow Hiring',
          description: 'Screening hundreds of applicants by hand stretches every hire to months and pulls engineers off the roadmap.',
        },
        {
          title: 'Scattered Tools and Data',
          description: 'Customer data lives in a dozen SaaS tools that do not talk to each other, so nobody trusts the numbers.',
        },
        {
          title: 'No Time to Test Ideas',
          description: 'Experiments wait behind the roadmap, so you learn what customers want slower than your competitors.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'launchpad-modules',
      heading: 'Ten modules, one for every function',
      intro:
        'Start with one module and add more as you grow. Every module comes with usage-based pricing: no seat licenses, no annual lock-in, you pay only for the work the agents do.',
      items: [
        {
          title: 'AI SDR',
          tag: 'Sales',
          description: 'Researches target accounts, writes personalized first touches and books meetings straight into your calendar.',
          outcomes: 'More booked meetings without another hire',
        },
        {
          title: 'Deal Desk Assistant',
          tag: 'Sales',
          description: 'Drafts proposals and follow-ups from call notes and keeps the CRM up to date on its own.',
          outcomes: 'Hours back for every seller each week',
        },
        {
          title: 'Content Engine',
          tag: 'Marketing',
          description: 'Turns one idea into on-brand blog posts, social posts and newsletters, ready for your review.',
          outcomes: 'A month of content drafted in a day',
        },
        {
          title: 'Lead Capture and Nurture',
          tag: 'Marketing',
          description: 'Scores inbound leads, replies within minutes and nurtures the rest with tailored sequences.',
          outcomes: '+150 qualified leads a month',
        },
        {
          title: 'Candidate Screener',
          tag: 'Recruitment',
          description: 'Ranks applicants against your role scorecard and writes a short, evidence-based summary for each shortlisted candidate.',
          outcomes: 'Hire 2x faster',
        },
        {
          title: 'Interview Scheduler',
          tag: 'Recruitment',
          description: 'Coordinates interview slots across the panel and candidates, then sends reminders and prep notes.',
          outcomes: 'No more scheduling back-and-forth',
        },
        {
          title: 'Inbox and Admin Agent',
          tag: 'Operations',
          description: 'Triages email, drafts replies, files documents and updates your tools so founders stay on high-value work.',
          outcomes: 'Up to 15 hours a week saved',
        },
        {
          title: 'Support Copilot',
          tag: 'Operations',
          description: 'Answers common customer questions from your docs and hands complex tickets to the team with full context.',
          outcomes: 'Faster first response, fewer tickets per customer',
        },
        {
          title: 'Rapid Prototype Sprint',
          tag: 'Product/Prototyping',
          description: 'A clickable, AI-powered prototype of a new feature or product, built to put in front of real users.',
          outcomes: 'Ideas tested in days, not quarters',
        },
        {
          title: 'Feedback Analyzer',
          tag: 'Product/Prototyping',
          description: 'Clusters user feedback, reviews and support tickets into themes ranked by their impact on revenue.',
          outcomes: 'Roadmap decisions backed by data',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'launchpad-features',
      heading: 'Four SMB-friendly features',
      items: [
        {
          title: 'Usage-Based Pricing',
          description: 'Pay for what the agents do each month. Scale up in a launch month, scale down in a quiet one, and cap spend per module.',
        },
        {
          title: 'Live in Days',
          description: 'Pre-built modules connect to the tools start-ups already use, such as Google Workspace, HubSpot, Slack and Stripe.',
        },
        {
          title: 'No Engineering Team Needed',
          description: 'We set up, monitor and tune the modules; your team works with them from the tools it already knows.',
        },
        {
          title: 'Grows With You',
          description: 'Add modules, users and volume as you scale. Your workflows and data stay portable, so you are never locked in.',
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'launchpad-plan',
      heading: 'Your 30-day plan',
      intro: 'From first call to measurable results in one month.',
      steps: [
        {
          period: 'Week 0',
          title: 'Kick-off call',
          description: 'A 30-minute call to choose your first modules, connect your tools and set the baseline: hours spent, CAC, lead volume and time to hire.',
        },
        {
          period: 'Week 1',
          title: 'First module live',
          description: 'Your highest-impact module goes live on real work, with your team reviewing every output.',
        },
        {
          period: 'Week 2',
          title: 'Tune and extend',
          description: 'We tune prompts and rules from your feedback and switch on the second module.',
        },
        {
          period: 'Week 3',
          title: 'Automate the hand-offs',
          description: 'Modules start passing work to each other and to your tools, with approvals wherever you want them.',
        },
        {
          period: 'Week 4',
          title: 'Results review',
          description: 'A short report on hours saved, leads and pipeline against the baseline, and a plan for month two.',
        },
      ],
      note: 'Bonus: we build one free automated workflow of your choice during the 30 days, such as lead routing, invoice reminders or customer onboarding emails.',
    },
    {
      kind: 'cards',
      id: 'launchpad-success',
      sample: 'launchpadSnippets',
      heading: 'Success snippets',
      intro: 'What start-ups and tech SMBs typically see in their first months on Launchpad.',
      items: [
        {
          title: 'Seed-stage B2B SaaS',
          tag: 'Developer tools',
          description: 'Two founders running sales and support switched on the Inbox and Admin Agent and the AI SDR.',
          outcomes: '15 hours a week back for the founders',
        },
        {
          title: 'Series A fintech start-up',
          tag: 'Fintech',
          description: 'Replaced manual lead qualification with the Lead Capture and Nurture module.',
          outcomes: '+150 qualified leads a month',
        },
        {
          title: 'Growing HR-tech company',
          tag: 'HR tech',
          description: 'Used the Candidate Screener and Interview Scheduler to staff a new engineering squad.',
          outcomes: 'Time to hire cut in half',
        },
        {
          title: 'Bootstrapped e-commerce software team',
          tag: 'E-commerce software',
          description: 'Moved outbound and content to AI modules instead of raising paid spend.',
          outcomes: 'CAC down 22%',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'launchpad-faq',
      heading: 'Launchpad FAQs',
      items: [
        {
          question: 'How does usage-based pricing work?',
          answer:
            'Each module is billed per unit of work, such as a lead researched, a candidate screened or a ticket answered. You get a monthly usage statement and can set a spending cap for every module.',
        },
        {
          question: 'Do we need engineers or clean data to start?',
          answer: 'No. We connect to the tools you already use and work with your data as it is; the week 0 call settles what to connect first.',
        },
        {
          question: 'Can we change or cancel modules later?',
          answer: 'Yes. Modules can be added, paused or removed month to month, and the workflows and data we build for you stay yours.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Launch your first AI module this month',
    text: 'Book a 30-minute call to pick your first modules and claim your free automated workflow.',
    primary: bookCall,
    secondary: { label: 'Rapid Prototyping Services', to: '/services/rapid-prototyping' },
  },
}
