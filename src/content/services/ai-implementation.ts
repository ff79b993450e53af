import type { ServicePageContent } from '../service-page'

export const aiImplementation: ServicePageContent = {
  path: '/services/ai-implementation',
  hero: {
    eyebrow: 'Tech Services',
    description: 'Custom AI solutions with seamless integration: models, retrieval and agents wired into the systems you already run, monitored from day one.',
    stats: [
      { value: '95%+', label: 'Model accuracy' },
      { value: '<100ms', label: 'Response time' },
      { value: '24-48h', label: 'Training time' },
      { value: '40%+', label: 'Cost reduction' },
    ],
    primary: { label: 'Schedule Demo', topic: 'AI implementation demo' },
    // One booking button per screen: the second choice is a page to read, not another demo to book.
    secondary: { label: 'See Case Studies', to: '/case-studies' },
  },
  sections: [
    {
      kind: 'cards',
      id: 'implementation-services',
      heading: 'What we implement',
      intro: 'Six services that take AI from a promising pilot to a dependable part of your operations.',
      items: [
        {
          title: 'AI Readiness & Use-Case Triage',
          description: 'We score your opportunities by payback, data readiness and risk, and pick the first one together.',
          features: ['Process and data audit', 'ROI model per use case', 'Risk and compliance review'],
          buyers: 'CTOs and COOs',
          outcomes: 'A ranked, costed AI roadmap',
        },
        {
          title: 'Custom Model Development',
          description: 'Fine-tuned or hosted models selected and evaluated against your own test set.',
          features: ['Model selection and fine-tuning', 'Evaluation harness', 'Cost and latency tuning'],
          buyers: 'Data and product leaders',
          outcomes: 'Accuracy of 95% or better on your tasks',
        },
        {
          title: 'Retrieval & Knowledge Systems',
          description: 'Search and answers over your documents, tickets and records, with sources cited.',
          features: ['Document pipelines', 'Vector and keyword search', 'Permission-aware answers'],
          buyers: 'Support, legal and operations teams',
          outcomes: 'Answers in seconds instead of hours',
        },
        {
          title: 'AI Agents & Workflow Automation',
          description: 'Agents that complete multi-step work across your tools, with approvals where they matter.',
          features: ['Tool and API integration', 'Human-in-the-loop steps', 'Full audit trail'],
          buyers: 'Operations and RevOps leaders',
          outcomes: '40%+ lower process cost',
        },
        {
          title: 'Systems Integration',
          description: 'Connectors to CRM, ERP, ticketing, data warehouses and identity providers.',
          features: ['Salesforce, HubSpot, SAP, Zendesk', 'Event-driven sync', 'SSO and role mapping'],
          buyers: 'IT and enterprise architecture',
          outcomes: 'AI where your people already work',
        },
        {
          title: 'MLOps & Monitoring',
          description: 'Quality, latency, drift and cost dashboards with alerts and rollback.',
          features: ['Evaluation in CI', 'Drift and cost alerts', 'Versioned prompts and models'],
          buyers: 'Platform and engineering teams',
          outcomes: 'Responses under 100 ms, kept that way',
        },
      ],
    },
    {
      kind: 'bundles',
      id: 'implementation-bundles',
      heading: 'Implementation bundles',
      intro: 'Pick the scope that fits; each bundle ends with a system in production and a team that can run it.',
      cta: { label: 'Book Enterprise Demo', topic: 'Enterprise AI implementation demo' },
      items: [
        {
          title: 'Foundation Build-Out',
          description: 'The data pipelines, model access and monitoring every later use case builds on, plus the first use case live.',
          features: ['Secure model gateway', 'Data pipelines and retrieval', 'First use case in production', 'Monitoring and runbooks'],
          specs: { timeline: '8 weeks', fee: '$120K', idealBuyer: 'Mid-market companies starting with AI' },
        },
        {
          title: 'Workflow Fusion',
          description: 'Agents and integrations that automate a cross-team workflow end to end.',
          features: ['Process redesign workshop', 'Agents with approvals', 'CRM/ERP integration', 'Change management and training'],
          specs: { timeline: '10 weeks', fee: '$165K', idealBuyer: 'Operations-heavy teams with manual hand-offs' },
        },
        {
          title: 'Edge-Latency Suite',
          description: 'Real-time AI at the edge for field, retail or call-center use where every millisecond counts.',
          features: ['On-device or edge inference', 'Offline-first sync', 'Sub-100 ms responses', 'Fleet monitoring'],
          specs: { timeline: '10 weeks', fee: 'Custom pricing', idealBuyer: 'Enterprises with field or real-time operations' },
          notes: 'Deployable in your cloud or on-premises; SOC 2 and GDPR controls documented.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'implementation-process',
      heading: 'Our implementation process',
      steps: [
        { title: 'Assess', duration: 'Up to 2 weeks', description: 'Audit processes and data, agree the use case and the success metric.' },
        { title: 'Build', duration: 'Up to 4 weeks', description: 'Models, retrieval, agents and integrations built and tested on real data.' },
        { title: 'Deploy', duration: 'Up to 2 weeks', description: 'Staged rollout with monitoring, training and a rollback plan.' },
        { title: 'Optimize', duration: 'Up to 4 weeks', description: 'Tune quality, latency and cost against the agreed metric.' },
      ],
    },
  ],
  closing: {
    heading: 'See AI working on a process like yours',
    text: 'A 30-minute demo on a use case from your industry, followed by a candid view of what it would take for you.',
    primary: { label: 'Schedule Demo', topic: 'AI implementation demo' },
    secondary: { label: 'Explore AI Use Cases', to: '/ai-use-cases' },
  },
}
