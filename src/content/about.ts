import { site } from '~/config/site'
import type { CtaLink, Stat } from './service-page'

/** Every word of the About page: mission, values, team and the closing call to action. */

export type ValueIcon = 'lightbulb' | 'handshake' | 'award' | 'users'

export interface ValueCard {
  title: string
  description: string
  icon: ValueIcon
}

export interface TeamMember {
  name: string
  role: string
  tagline: string
  /** Exactly three areas of expertise, shown as tags. */
  expertise: readonly [string, string, string]
  /** A portrait URL; when absent the card shows the person's monogram instead. */
  image?: string
  social: {
    /** Professional-network profile. */
    profileUrl: string
    email: string
  }
}

/** Team addresses live at the same domain as the site's contact address. */
export const teamEmailDomain = site.contactEmail.slice(site.contactEmail.indexOf('@') + 1)

function member(name: string, role: string, tagline: string, expertise: readonly [string, string, string]): TeamMember {
  const firstName = name.split(' ')[0] ?? name
  return {
    name,
    role,
    tagline,
    expertise,
    social: { profileUrl: site.socialUrl, email: `${firstName.toLowerCase()}@${teamEmailDomain}` },
  }
}

export const mission = {
  heading: 'Our Mission',
  paragraphs: [
    'Our mission is to make AI pay for itself. We help businesses implement AI that slashes costs and accelerates revenue, in production within weeks and measured against the numbers your leadership already tracks.',
    'We are engineers, data scientists, designers and former revenue leaders. We start with one workflow, prove the return against a baseline, then scale what works, and we hand over the code, the documentation and the know-how so your team owns the result.',
  ],
  stats: [
    { value: '40%+', label: 'Cost reduction' },
    { value: '2-6 Weeks', label: 'Implementation time' },
    { value: '3-5x', label: 'ROI in the first year' },
  ] satisfies Stat[],
} as const

export const values = {
  heading: 'Our Values',
  intro: 'Four principles behind every engagement, from the first workshop to the last handover.',
  items: [
    {
      title: 'Innovation First',
      description:
        'We test new models and methods on our own tools before we bring them to yours, so you get what works today, not what trended last quarter.',
      icon: 'lightbulb',
    },
    {
      title: 'Client Success',
      description:
        'We measure ourselves by your KPIs. Every engagement starts with a baseline and ends with a result you can show your board.',
      icon: 'handshake',
    },
    {
      title: 'Technical Excellence',
      description:
        'Senior engineers, tested code, security reviews and monitoring from the first commit, because a demo is not a production system.',
      icon: 'award',
    },
    {
      title: 'Collaborative Growth',
      description:
        'We build alongside your people and transfer the skills, documentation and IP, so your team grows with the system and is never locked in.',
      icon: 'users',
    },
  ] satisfies ValueCard[],
} as const

export const team = {
  sample: 'team',
  heading: 'Meet Our Team',
  intro: 'Our leadership team: the strategists, engineers and revenue experts you will work with, from kick-off to handover.',
  members: [
    member('Daniel Okafor', 'Founder & CEO', 'Turns AI strategy into results that show up on the P&L.', ['AI Strategy', 'Revenue Operations', 'Executive Advisory']),
    member('Priya Raman', 'Chief Technology Officer', 'Architects AI systems that hold up in production, not just in demos.', [
      'ML Systems',
      'Cloud Architecture',
      'Security & Compliance',
    ]),
    member('Marcus Lindqvist', 'Head of AI Engineering', 'Ships LLM agents, retrieval and evaluation pipelines that teams rely on.', [
      'LLM Agents',
      'Retrieval & Search',
      'Model Evaluation',
    ]),
    member('Elena Petrova', 'Head of Delivery', 'Keeps every pilot on scope, on time and measured against its baseline.', [
      'Pilot Design',
      'Agile Delivery',
      'Change Management',
    ]),
    member('James Whitaker', 'Head of Revenue AI', 'A former sales leader who builds the AI tools reps actually use.', ['Sales AI', 'Forecasting', 'Field Sales Enablement']),
    member('Sofia Alvarez', 'Head of Design', 'Designs AI experiences that people trust, understand and adopt.', ['UX Research', 'Conversational Design', 'Design Systems']),
    member('Kenji Watanabe', 'Head of Data', 'Builds the clean, governed data foundations every AI system depends on.', [
      'Data Engineering',
      'MLOps',
      'Analytics',
    ]),
  ] satisfies TeamMember[],
} as const

export const aboutClosing: { heading: string; text: string; primary: CtaLink } = {
  heading: 'Work with the team behind the results',
  text: 'Book a free 30-minute strategy call with one of our leads and leave with a shortlist of AI workflows worth automating first.',
  primary: { label: 'Book Strategy Call', topic: 'Strategy call' },
}
