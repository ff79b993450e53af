import type { PagePath } from './registry'
import type { CtaLink, SampleMark, ServiceSection, Stat } from './service-page'

/**
 * /special-offer: one AI workflow automated free. Phases, sample workflows by function,
 * eligibility, how it works, past results and FAQ; both booking buttons go to /contact.
 */

export interface EligibilityCriterion {
  requirement: string
  detail: string
}

/** A past single-workflow result, described by the kind of client (no names). */
export interface PastResult {
  client: string
  industry: string
  workflow: string
  result: string
}

export type SpecialOfferSection =
  | ServiceSection
  | { kind: 'eligibility'; id: string; heading: string; intro: string; criteria: readonly EligibilityCriterion[] }
  | (SampleMark & { kind: 'results'; id: string; heading: string; intro: string; items: readonly PastResult[]; note: string; link: { label: string; to: PagePath } })

export interface SpecialOfferContent {
  hero: {
    eyebrow: string
    badge: string
    description: string
    stats: readonly Stat[]
    primary: CtaLink
    note: string
  }
  sections: readonly SpecialOfferSection[]
  closing: { heading: string; text: string; primary: CtaLink; note: string }
}

/** Both booking buttons of the page: the same label and the same contact topic. */
export const bookFreeAutomation: CtaLink = { label: 'Book My Free Automation Call', topic: 'Free AI workflow automation' }

const slotsNote = '6 slots per quarter; selection confirmed within 5 business days.'

export const specialOfferPage: SpecialOfferContent = {
  hero: {
    eyebrow: 'Limited offer',
    badge: '6 slots per quarter',
    description:
      'Schedule a consultation and we automate one AI workflow for your team at no cost: from a 2-hour discovery workshop to go-live in four weeks, followed by a report on what it changed.',
    stats: [
      { value: '$0', label: 'Fee for the workshop, build and launch' },
      { value: '4 weeks', label: 'From workshop to go-live' },
      { value: '1', label: 'Workflow automated end to end' },
      { value: '5 business days', label: 'To confirm selection' },
    ],
    primary: bookFreeAutomation,
    note: slotsNote,
  },
  sections: [
    {
      kind: 'timeline',
      id: 'phases',
      heading: 'The phases',
      intro: 'A 2-hour discovery workshop, a 2-week build, a 1-week user test, a 1-week go-live and a post-launch report.',
      steps: [
        {
          period: 'Day 1',
          title: '2-hour discovery workshop',
          description: 'Your sponsor and process owners walk us through the workflow. Together we fix the scope, the success metric and the data access.',
        },
        {
          period: 'Weeks 1-2',
          title: '2-week build',
          description: 'We build the automation on your real data and systems, with a short demo to your sponsor at the end of each week.',
        },
        {
          period: 'Week 3',
          title: '1-week user test',
          description: 'The people who run the process use it on live work. We fix what they find and tune it to how they actually work.',
        },
        {
          period: 'Week 4',
          title: '1-week go-live',
          description: 'We switch it on for the whole team, train the users and hand over documentation and monitoring.',
        },
        {
          period: 'After launch',
          title: 'Post-launch report',
          description: 'A short report on hours saved, quality and adoption against the metric agreed in the workshop, with recommended next steps.',
        },
      ],
      note: 'You keep the workflow, its code and its documentation. There is no obligation to buy anything afterwards.',
    },
    {
      kind: 'cards',
      id: 'sample-workflows',
      heading: 'Sample workflows by function',
      intro: 'Six function groups where one workflow often pays back fastest. Bring one of these or your own; we choose the best candidate together in the workshop.',
      items: [
        {
          title: 'Sales',
          description: 'Give reps back the hours they spend on admin.',
          features: ['Inbound lead qualification and routing', 'Call summaries written into the CRM', 'Quote and proposal drafts from deal data', 'Follow-up emails after meetings'],
        },
        {
          title: 'Marketing',
          description: 'Ship more campaigns with the same team.',
          features: ['Campaign content variants from one brief', 'Weekly campaign performance digest', 'Lead enrichment before handoff to sales', 'Webinars repurposed into posts and emails'],
        },
        {
          title: 'Customer Support',
          description: 'Answer faster without adding headcount.',
          features: ['Ticket triage, tagging and routing', 'Suggested replies from your knowledge base', 'Help-center articles drafted from solved tickets', 'Escalation summaries for tier-2 agents'],
        },
        {
          title: 'Operations',
          description: 'Remove the copy-and-paste between systems.',
          features: ['Order and purchase-order data entry', 'Scheduling and dispatch updates', 'Supplier and inventory status alerts', 'Weekly operations report'],
        },
        {
          title: 'Finance',
          description: 'Close faster with fewer manual checks.',
          features: ['Invoice capture and matching', 'Expense report review', 'Payment reminder emails', 'Month-end variance commentary'],
        },
        {
          title: 'HR & Recruiting',
          description: 'Hire and onboard with less back-and-forth.',
          features: ['CV screening against the role scorecard', 'Interview scheduling', 'Onboarding checklists and account requests', 'Policy questions answered from the handbook'],
        },
      ],
    },
    {
      kind: 'eligibility',
      id: 'eligibility',
      heading: 'Who is eligible',
      intro: 'The offer is for teams with 50 or more employees, API-accessible data and an executive sponsor with 30-minute weekly check-ins.',
      criteria: [
        {
          requirement: '50 or more employees',
          detail: 'Enough volume in the workflow for the automation to make a measurable difference.',
        },
        {
          requirement: 'API-accessible data',
          detail: 'The systems involved (CRM, help desk, ERP, spreadsheets in the cloud) can be reached through an API under your security rules.',
        },
        {
          requirement: 'An executive sponsor with 30-minute weekly check-ins',
          detail: 'One leader who owns the outcome and joins a 30-minute check-in each week to clear blockers and make decisions.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'how-it-works',
      heading: 'How it works',
      intro: 'From your first call to a confirmed slot in about a week.',
      steps: [
        {
          title: 'Book your call',
          duration: '30 minutes',
          description: 'Tell a senior AI advisor which process slows your team down and what it costs today.',
        },
        {
          title: 'Selection',
          duration: 'Within 5 business days',
          description: 'We check the workflow and the eligibility criteria and confirm your slot, or explain why it is not a fit.',
        },
        {
          title: 'Discovery workshop',
          duration: '2 hours',
          description: 'We agree the workflow, the success metric, the data access and the people involved.',
        },
        {
          title: 'Build, test and go live',
          duration: '4 weeks',
          description: 'Two weeks of build, one week of user testing and one week to go live, then the post-launch report.',
        },
      ],
    },
    {
      kind: 'results',
      id: 'past-results',
      sample: 'offerResults',
      heading: 'Past results',
      intro: 'What a single automated workflow has delivered for teams like yours.',
      items: [
        {
          client: 'Regional fiber provider',
          industry: 'Telecom/Fibre',
          workflow: 'Quote preparation after a serviceability check',
          result: 'Quote preparation from 28 minutes to 2 minutes',
        },
        {
          client: 'B2B software start-up',
          industry: 'Tech SMB',
          workflow: 'Inbound lead qualification and routing',
          result: 'About 15 hours a week of manual triage removed',
        },
        {
          client: 'Mid-market distributor',
          industry: 'Mid-Market',
          workflow: 'Invoice capture and matching',
          result: '70%+ of invoices processed without manual data entry',
        },
      ],
      note: 'Results from past engagements; yours depend on your data, process and team.',
      link: { label: 'Read our client case studies', to: '/case-studies' },
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'Is it really free?',
          answer:
            "Yes. The workshop, build, user test, go-live and post-launch report cost you nothing. You invest your team's time, and usage fees of third-party services the workflow calls (for example an AI model API) stay on your own accounts.",
        },
        {
          question: 'Why do you offer this?',
          answer:
            'Seeing one workflow running on your own data is the fastest way to judge what AI can do for you. Many teams go on to automate more with us; there is no obligation to.',
        },
        {
          question: 'Which workflow can we choose?',
          answer:
            'One workflow in one team, with a clear trigger, clear inputs and a result you can measure. The sample workflows above are typical; we confirm the choice in the discovery workshop.',
        },
        {
          question: 'Who owns what you build?',
          answer: 'You do. The workflow runs in your accounts, and you keep the code, prompts, configuration and documentation.',
        },
        {
          question: 'How do you handle our data?',
          answer:
            'We work through API access you grant and can revoke, follow your security review and sign your NDA and data processing agreement before the workshop.',
        },
        {
          question: 'What if we are not selected?',
          answer:
            'We tell you within 5 business days and explain why. With 6 slots per quarter, a good fit that misses this quarter can be offered a slot in the next one.',
        },
      ],
    },
  ],
  closing: {
    heading: "Claim one of this quarter's slots",
    text: 'Book a 30-minute call. If your workflow is a fit, we start with a 2-hour discovery workshop and go live four weeks later.',
    primary: bookFreeAutomation,
    note: slotsNote,
  },
}
