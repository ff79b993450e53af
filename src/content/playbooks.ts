import type { CtaLink, ServiceSection, Stat } from './service-page'
import { downloadFiles } from './download-files'

/**
 * /playbooks: six implementation playbooks, four tool groups and three audience guides.
 * The download buttons hand over PDFs the build writes from this content (src/content/download-documents.ts).
 */

/** One playbook: what it covers, its chapters in reading order and the results it targets. */
export interface Playbook {
  title: string
  description: string
  chapters: readonly string[]
  /** Typical results of the approach the playbook describes. */
  metrics: readonly Stat[]
}

export interface PlaybooksContent {
  hero: {
    eyebrow: string
    description: string
    primary: CtaLink
    secondary: CtaLink
    /** What happens after a click, shown under the buttons. */
    note: string
  }
  playbooks: { id: string; heading: string; intro: string; note: string; items: readonly Playbook[] }
  tools: Extract<ServiceSection, { kind: 'cards' }>
  guides: Extract<ServiceSection, { kind: 'cards' }>
  closing: { heading: string; text: string; primary: CtaLink; note: string }
}

export const playbooksPage: PlaybooksContent = {
  hero: {
    eyebrow: 'Resources',
    description:
      'The playbooks, templates and guides we use on client projects: how to pick a first use case, run a pilot on real data and scale what works.',
    primary: { label: 'Download All Playbooks', file: downloadFiles.playbooks },
    // There is no overview video: the button says what it does (a walkthrough call, booked through /contact).
    secondary: { label: 'Ask for a Walkthrough', topic: 'Playbooks walkthrough' },
    note: 'The PDF holds the six playbooks, their chapters and the results each targets; a walkthrough is a 30-minute call with an advisor.',
  },
  playbooks: {
    id: 'playbooks',
    heading: 'Six implementation playbooks',
    intro: 'Each playbook is a step-by-step path through one kind of project, chapter by chapter, written from the projects we deliver.',
    note: 'Figures are typical results from our engagements; yours depend on your data, processes and team.',
    items: [
      {
        title: 'AI Strategy & Readiness Playbook',
        description: 'Find the use cases worth funding first and check that your data, people and governance are ready for them.',
        chapters: ['Map processes by cost and volume', 'Score use cases by payback and risk', 'Audit data readiness', 'Write the pilot charter'],
        metrics: [
          { value: '2-6 Weeks', label: 'Implementation time' },
          { value: '3-5x', label: 'ROI in the first year' },
        ],
      },
      {
        title: 'Rapid Prototyping Playbook',
        description: 'Turn an idea into a working prototype that real users can test, without committing to a full build.',
        chapters: ['Frame the riskiest assumption', 'Scope a 3-day workshop', 'Build in one- to two-week sprints', 'Test with users and decide'],
        metrics: [
          { value: '2-4 weeks', label: 'Time to MVP' },
          { value: '92%', label: 'Prototype success rate' },
        ],
      },
      {
        title: 'AI Implementation Playbook',
        description: 'Take a model from pilot to production: integration, evaluation, monitoring and cost control.',
        chapters: ['Choose build, buy or fine-tune', 'Design the evaluation set', 'Integrate with CRM, ERP and ticketing', 'Monitor quality, latency and cost'],
        metrics: [
          { value: '95%+', label: 'Model accuracy' },
          { value: '40%+', label: 'Cost reduction' },
        ],
      },
      {
        title: 'Sales AI Playbook',
        description: 'Give every rep AI research, call guidance and CRM updates, and give leaders a forecast they can trust.',
        chapters: ['Baseline your funnel metrics', 'Automate account research and outreach', 'Roll out call summaries and coaching', 'Rebuild the forecast on buyer signals'],
        metrics: [
          { value: '+24%', label: 'Win rate' },
          { value: '-31%', label: 'Sales cycle', better: 'lower' },
        ],
      },
      {
        title: 'Marketing AI Playbook',
        description: 'Produce on-brand content faster, personalize by segment and hand sales better-qualified leads.',
        chapters: ['Build the brand voice guide for AI', 'Set up content review workflows', 'Segment and personalize campaigns', 'Score leads with sales feedback'],
        metrics: [
          { value: '+42%', label: 'Marketing ROI' },
          { value: '+38%', label: 'Lead quality' },
        ],
      },
      {
        title: 'Customer Support AI Playbook',
        description: 'Answer routine questions instantly, route the rest with context and keep customers happier as volume grows.',
        chapters: ['Classify your ticket volume', 'Prepare the knowledge base', 'Launch AI answers with human handoff', 'Track resolution, CSAT and cost'],
        metrics: [
          { value: '-89%', label: 'Response time', better: 'lower' },
          { value: '+27%', label: 'CSAT' },
        ],
      },
    ],
  },
  tools: {
    kind: 'cards',
    id: 'tools',
    heading: 'Tools and templates',
    intro: 'Four groups of working files that go with the playbooks; we share them with the teams we work with.',
    items: [
      {
        title: 'Assessment Tools',
        tag: 'Before you start',
        description: 'Decide where AI pays back first and whether your data can support it.',
        features: ['AI readiness scorecard', 'Use-case prioritization matrix', 'Data inventory template'],
        outcomes: 'A ranked shortlist of use cases',
      },
      {
        title: 'Planning Tools',
        tag: 'Scope the pilot',
        description: 'Agree scope, success metrics and budget before anything is built.',
        features: ['Pilot charter template', 'ROI business-case model', 'Risk and governance checklist'],
        outcomes: 'A signed-off pilot plan',
      },
      {
        title: 'Build Tools',
        tag: 'Deliver',
        description: 'Keep quality measurable while the team builds and integrates.',
        features: ['Prompt and instruction library', 'Evaluation test-set template', 'Integration and security checklist'],
        outcomes: 'A pilot you can test against agreed criteria',
      },
      {
        title: 'Adoption Tools',
        tag: 'Scale',
        description: 'Get people using the new workflow and prove its value to leadership.',
        features: ['Change-management plan', 'Team training outline', 'KPI dashboard template'],
        outcomes: 'Usage and results your board can see',
      },
    ],
  },
  guides: {
    kind: 'cards',
    id: 'guides',
    heading: 'Guides for every audience',
    intro: 'The same program, explained for the people who fund it, run it and build it.',
    items: [
      {
        title: 'Executive Guide',
        tag: 'For executives',
        description: 'How to set AI priorities, size the investment and govern the risk without slowing teams down.',
        features: ['Where AI returns the most', 'Budget and ROI expectations', 'Governance and risk questions to ask'],
        buyers: 'CEOs, CFOs, COOs and functional VPs',
        outcomes: 'A funded, prioritized AI roadmap',
      },
      {
        title: 'Manager Guide',
        tag: 'For managers',
        description: 'How to run a pilot in your team: pick the workflow, set the metric and bring people along.',
        features: ['Choosing the first workflow', 'Setting baselines and targets', 'Coaching the team through change'],
        buyers: 'Heads of sales, marketing, support and operations',
        outcomes: 'A pilot your team actually adopts',
      },
      {
        title: 'Builder Guide',
        tag: 'For builders',
        description: 'How to build AI features that hold up in production: architecture, evaluation and monitoring.',
        features: ['Reference architecture', 'Evaluation and testing patterns', 'Monitoring for quality and cost'],
        buyers: 'CTOs, engineers and data teams',
        outcomes: 'Production-ready AI, not a demo',
      },
    ],
  },
  closing: {
    heading: 'Get every playbook, tool and guide in one PDF',
    text: 'Six playbooks, the four groups of tools and templates and the three audience guides, as this page describes them, in one file.',
    primary: { label: 'Download All Resources', file: downloadFiles.resources },
    note: 'The PDF downloads at once: nothing to fill in.',
  },
}
