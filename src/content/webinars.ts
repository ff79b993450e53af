/** The upcoming live sessions (used by the home page and /webinars). */
export interface Webinar {
  slug: string
  title: string
  description: string
  /** A member of the team on /about, with the role shown there (a content test holds them together). */
  presenter: { name: string; role: string }
  date: string
  time: string
  duration: string
  topics: readonly string[]
  icon: 'rocket' | 'trending-up' | 'headset'
}

export const webinars: readonly Webinar[] = [
  {
    slug: 'ai-implementation-playbook',
    title: 'From Pilot to Production: The AI Implementation Playbook',
    description:
      'How to pick a first use case that pays back, prepare your data in weeks instead of quarters, and get a pilot into production without a platform rebuild.',
    presenter: { name: 'Marcus Lindqvist', role: 'Head of AI Engineering' },
    date: 'June 1, 2025',
    time: '11:00 AM PST',
    duration: '60 min',
    topics: ['Use-case selection', 'Data readiness', 'Pilot to production'],
    icon: 'rocket',
  },
  {
    slug: 'sales-ai-that-reps-use',
    title: 'Sales AI Your Reps Will Actually Use',
    description:
      'Live coaching, instant quotes and automatic CRM updates: what moved win rates by 24% and shortened cycles by 31% for our field and inside sales clients.',
    presenter: { name: 'James Whitaker', role: 'Head of Revenue AI' },
    date: 'June 15, 2025',
    time: '10:00 AM PST',
    duration: '45 min',
    topics: ['Conversation intelligence', 'Quote automation', 'CRM hygiene'],
    icon: 'trending-up',
  },
  {
    slug: 'support-automation-without-losing-customers',
    title: 'Support Automation Without Losing the Human Touch',
    description:
      'Design AI agents that resolve routine tickets end to end, hand off gracefully, and lift CSAT while cutting response times by up to 89%.',
    presenter: { name: 'Sofia Alvarez', role: 'Head of Design' },
    date: 'June 30, 2025',
    time: '11:00 AM PST',
    duration: '60 min',
    topics: ['AI agents', 'Escalation design', 'Measuring CSAT'],
    icon: 'headset',
  },
]

/** Search params of the registration page for a session (the router URL-encodes them). */
export function registrationSearch(webinar: Webinar) {
  return { title: webinar.title, date: webinar.date, time: webinar.time }
}
