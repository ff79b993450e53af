import type { ServicePageContent } from '../service-page'

export const marketingAi: ServicePageContent = {
  path: '/services/marketing-ai',
  hero: {
    eyebrow: 'Revenue Services',
    description: 'Intelligent marketing automation: more pipeline from the same budget, with content, targeting and measurement that learn from every campaign.',
    stats: [
      { value: '+42%', label: 'Marketing ROI' },
      { value: '-75%', label: 'Content production time', better: 'lower' },
      { value: '+38%', label: 'Lead quality' },
      { value: '+32%', label: 'Conversion' },
    ],
    primary: { label: 'Book a Marketing AI Demo', topic: 'Marketing AI demo' },
    secondary: { label: 'AI for MarTech', to: '/verticals/martech' },
  },
  sections: [
    {
      kind: 'cards',
      id: 'marketing-suites',
      heading: 'Eight Marketing AI suites',
      intro: 'Each suite plugs into your marketing automation platform and CRM; combine them as your team grows.',
      items: [
        { title: 'Content Engine', description: 'Briefs, articles, landing pages and social posts drafted on brand, reviewed by your team.', outcomes: 'Content produced 75% faster' },
        { title: 'Campaign Orchestrator', description: 'Multi-channel campaigns assembled, scheduled and adjusted from one brief.', outcomes: 'Launch in days, not weeks' },
        { title: 'Lead Scoring & Routing', description: 'Fit and intent models that send the right accounts to the right rep at the right time.', outcomes: 'Lead quality +38%' },
        { title: 'Personalization Suite', description: 'Web, email and ad messages tailored by segment, stage and behavior.', outcomes: 'Conversion +32%' },
        { title: 'SEO & Search Visibility', description: 'Topic gaps, content refreshes and structured data that win search and AI answers.', outcomes: 'More organic pipeline' },
        { title: 'Paid Media Optimizer', description: 'Budget shifts and creative tests driven by pipeline, not clicks.', outcomes: 'Lower cost per opportunity' },
        { title: 'Attribution & Mix Modeling', description: 'See which spend drives revenue across channels and long buying cycles.', outcomes: 'Marketing ROI +42%' },
        { title: 'Voice-of-Customer Insights', description: 'Reviews, calls and surveys summarized into themes your positioning can use.', outcomes: 'Messaging grounded in buyer language' },
      ],
    },
    {
      kind: 'process',
      id: 'marketing-process',
      heading: 'How we roll out Marketing AI',
      steps: [
        { title: 'Funnel Audit', duration: '1 week', description: 'Baseline metrics, data sources and brand guidelines.' },
        { title: 'First Suite Live', duration: '2-3 weeks', description: 'The suite with the biggest expected lift goes live on real campaigns.' },
        { title: 'Measure & Tune', duration: '2 weeks', description: 'Compare against the baseline and tune prompts, models and rules.' },
        { title: 'Expand', duration: 'Ongoing', description: 'Add suites and train your team to run them.' },
      ],
    },
  ],
  closing: {
    heading: 'Make every campaign smarter than the last',
    text: 'See the suites on your own funnel metrics in a 30-minute demo.',
    primary: { label: 'Book a Marketing AI Demo', topic: 'Marketing AI demo' },
    secondary: { label: 'Read the Foliant Case Study', to: '/case-studies/notion' },
  },
}
