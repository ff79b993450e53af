import type { ServicePageContent } from '../service-page'

export const rapidPrototyping: ServicePageContent = {
  path: '/services/rapid-prototyping',
  hero: {
    eyebrow: 'Tech Services',
    description: 'From concept to MVP in weeks: test an AI idea with real users before you commit a full budget. Every prototype is delivered in at most 6 weeks.',
    stats: [
      { value: '2-6 weeks', label: 'Time to MVP' },
      { value: '≤ 6 weeks', label: 'Delivery, every bundle' },
      { value: '92%', label: 'Success rate' },
      { value: '4.8/5', label: 'Client satisfaction' },
    ],
    primary: { label: 'Start a Project', topic: 'Rapid prototyping project' },
    secondary: { label: 'See Case Studies', to: '/case-studies' },
  },
  sections: [
    {
      kind: 'cards',
      id: 'prototype-services',
      heading: 'Six ways to prototype',
      intro: 'Each service is scoped to answer one question with evidence: will people use it, and will it pay back?',
      items: [
        {
          title: 'AI Feature Prototype',
          description: 'A working AI feature inside a copy of your product, on your data, for real users to try.',
          features: ['Hosted or fine-tuned model', 'Usage analytics built in', 'Guardrails and evaluation set'],
          buyers: 'Product leaders at SaaS companies',
          outcomes: 'A go or no-go decision backed by usage data',
        },
        {
          title: 'Clickable Product MVP',
          description: 'A full-stack web app with the core journey working end to end, ready for pilot customers.',
          features: ['Authentication and roles', 'Production-grade data model', 'Deployed to your cloud'],
          buyers: 'Founders and new business units',
          outcomes: 'First paying or pilot customers',
        },
        {
          title: 'Workflow Automation Pilot',
          description: 'One manual process automated with AI agents and integrations, measured against the old way.',
          features: ['Process mapping workshop', 'Agent with human approval step', 'Before/after time study'],
          buyers: 'Operations and RevOps leaders',
          outcomes: 'Hours saved per week, measured',
        },
        {
          title: 'Conversational Assistant',
          description: 'A chat or voice assistant that answers from your knowledge base and hands off to people.',
          features: ['Retrieval over your documents', 'Escalation to your team', 'Answer quality scoring'],
          buyers: 'Support and customer success teams',
          outcomes: 'Deflection rate and CSAT from real conversations',
        },
        {
          title: 'Data & Insight Dashboard',
          description: 'Natural-language questions over your warehouse, with charts your leadership can trust.',
          features: ['Semantic layer on your metrics', 'Query audit trail', 'Role-based access'],
          buyers: 'Finance, sales and operations leaders',
          outcomes: 'Reporting time cut from days to minutes',
        },
        {
          title: 'Growth Experiment Kit',
          description: 'AI-generated landing pages, emails and offers tested against your current funnel.',
          features: ['Variant generation on brand', 'A/B test setup', 'Attribution to pipeline'],
          buyers: 'Growth and demand generation teams',
          outcomes: 'Conversion lift with statistical confidence',
        },
      ],
    },
    {
      kind: 'bundles',
      id: 'prototype-bundles',
      heading: 'Fixed-fee bundles',
      intro: 'Fixed scope, fixed price, fixed date. You own the code and the findings.',
      cta: { label: 'Start a Project', topic: 'Rapid prototyping project' },
      items: [
        {
          title: 'AI Quick-Win',
          description: 'One AI feature or automation, prototyped and tested with users.',
          features: ['Scope workshop (up to 3 days)', 'Working prototype on your data', 'User testing with 5-8 people', 'Scale plan and cost model'],
          specs: { timeline: '4 weeks', fee: 'Fixed fee $45K', idealBuyer: 'Teams validating their first AI use case' },
        },
        {
          title: 'Full-Stack MVP',
          description: 'A production-ready MVP of a new product or internal tool.',
          features: ['Core user journey end to end', 'Auth, roles and admin', 'CI/CD and monitoring', 'Handover and training'],
          specs: { timeline: '6 weeks', fee: '$85K', idealBuyer: 'Founders and new business units' },
        },
        {
          title: 'Growth Hack Pack',
          description: 'AI-generated experiments to lift a funnel you already run.',
          features: ['Funnel audit', '10+ AI-generated variants', 'Experiment setup and readout', 'Playbook for the winners'],
          specs: { timeline: '3 weeks', fee: '$30K', idealBuyer: 'Growth teams with steady traffic' },
        },
      ],
    },
    {
      kind: 'process',
      id: 'prototype-process',
      heading: 'How a prototype runs',
      steps: [
        { title: 'Scope Workshop', duration: 'Up to 3 days', description: 'Agree the hypothesis, the users, the data and the success metric.' },
        { title: 'Build Sprints', duration: '1-2 weeks', description: 'Daily builds you can click, with a demo at the end of each sprint.' },
        { title: 'User Testing', duration: '1 week', description: 'Structured sessions with real users and a findings report.' },
        { title: 'Scale Planning', duration: '1 week', description: 'Architecture, budget and roadmap for production, or a clear stop.' },
      ],
    },
  ],
  closing: {
    heading: 'Have an idea worth testing?',
    text: 'Tell us what you want to learn and we will propose the smallest prototype that answers it.',
    primary: { label: 'Start a Project', topic: 'Rapid prototyping project' },
    secondary: { label: 'Explore AI Use Cases', to: '/ai-use-cases' },
  },
}
