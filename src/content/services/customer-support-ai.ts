import type { ServicePageContent } from '../service-page'

export const customerSupportAi: ServicePageContent = {
  path: '/services/customer-support-ai',
  hero: {
    eyebrow: 'Revenue Services',
    description: '24/7 intelligent support: AI that resolves routine requests end to end, helps your agents with the rest, and shows you why customers get in touch.',
    stats: [
      { value: '+65%', label: 'Issue resolution' },
      { value: '-89%', label: 'Response time', better: 'lower' },
      { value: '+27%', label: 'CSAT' },
      { value: '+53%', label: 'Cost reduction' },
    ],
    primary: { label: 'Book a Support AI Demo', topic: 'Customer support AI demo' },
    secondary: { label: 'See Case Studies', to: '/case-studies' },
  },
  sections: [
    {
      kind: 'cards',
      id: 'support-stacks',
      heading: 'Five Support AI stacks',
      intro: 'Built on your help center, ticket history and policies, and connected to the tools your agents use.',
      items: [
        {
          title: 'Self-Service Resolution Stack',
          description: 'Chat and email agents that answer and act: refunds, bookings, account changes.',
          features: ['Answers from your knowledge base', 'Secure actions via your APIs', 'Graceful hand-off to people'],
          outcomes: 'Issue resolution +65%',
        },
        {
          title: 'Agent Assist Stack',
          description: 'Suggested replies, summaries and next steps inside Zendesk, Intercom or Salesforce.',
          features: ['Reply drafts in your tone', 'Case summaries on transfer', 'Policy lookup'],
          outcomes: 'Handle time down, quality up',
        },
        {
          title: 'Triage & Routing Stack',
          description: 'Every ticket classified by intent, urgency, language and customer value.',
          features: ['Intent and sentiment models', 'SLA-aware routing', 'Spam and duplicate detection'],
          outcomes: 'Response time -89%',
        },
        {
          title: 'Voice Support Stack',
          description: 'Natural phone conversations for common requests, with live transfer and transcripts.',
          features: ['Speech in 30+ languages', 'Authentication flows', 'Call summaries to CRM'],
          outcomes: 'Shorter queues at peak times',
        },
        {
          title: 'Quality & Insights Stack',
          description: 'Every conversation scored; trends and root causes surfaced weekly.',
          features: ['Automatic QA scoring', 'Contact-driver analysis', 'Knowledge gap reports'],
          outcomes: 'CSAT +27%',
        },
      ],
    },
    {
      kind: 'bundles',
      id: 'support-bundles',
      heading: 'Enterprise bundles',
      cta: { label: 'Book a Support AI Demo', topic: 'Customer support AI demo' },
      items: [
        {
          title: 'Support Automation Core',
          description: 'Self-service resolution and triage for teams handling thousands of tickets a month.',
          features: ['Self-Service Resolution Stack', 'Triage & Routing Stack', 'Knowledge base clean-up', 'Weekly performance review'],
          specs: { timeline: '8 weeks', fee: 'From $90K', idealBuyer: 'Support teams of 20-200 agents' },
          notes: 'PII redaction before any model call; data residency in the EU or US.',
        },
        {
          title: 'Omnichannel Experience Suite',
          description: 'All five stacks across chat, email and voice with one view of quality.',
          features: ['All five stacks', 'Voice and chat channels', 'Agent training program', 'Executive CX dashboard'],
          specs: { timeline: '12 weeks', fee: 'Custom pricing', idealBuyer: 'Enterprises with multi-channel contact centers' },
          notes: 'SOC 2 controls, role-based access and full conversation audit logs.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Answer every customer in seconds',
    text: 'See support AI resolving real requests from your help center in a 30-minute demo.',
    primary: { label: 'Book a Support AI Demo', topic: 'Customer support AI demo' },
    secondary: { label: 'Free Workflow Automation', to: '/special-offer' },
  },
}
