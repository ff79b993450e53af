/** The upcoming live sessions (used by the home page, /webinars and the calendar file). */
export interface Webinar {
  slug: string
  title: string
  description: string
  /** A member of the team on /about, with the role shown there (a content test holds them together). */
  presenter: { name: string; role: string }
  /** The start as a wall-clock time where the session runs: ISO 8601 without an offset ('2025-06-01T11:00'). */
  startsAt: string
  /** The IANA zone of `startsAt`; the calendar file turns the pair into UTC. */
  timeZone: string
  /**
   * The zone as the session is announced next to its time. The sessions are announced
   * as 'PST' all year; the calendar file goes by `timeZone`, so a June session still
   * lands on Pacific daylight time.
   */
  zoneLabel: string
  durationMinutes: number
  /** Shown: 'June 1, 2025' (from `startsAt`). */
  date: string
  /** Shown: '11:00 AM PST' (from `startsAt` and `zoneLabel`). */
  time: string
  /** Shown: '60 min' (from `durationMinutes`). */
  duration: string
  topics: readonly string[]
  icon: 'rocket' | 'trending-up' | 'headset'
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * The shown date, time and length from the stored schedule. Written out rather than
 * through Intl so the prerendered text never depends on the ICU build ('11:00 AM'
 * with a plain space, as announced).
 */
function listed(webinar: Omit<Webinar, 'date' | 'time' | 'duration'>): Webinar {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(webinar.startsAt)
  if (!match) throw new Error(`Webinar ${webinar.slug}: startsAt must look like 2025-06-01T11:00`)
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number]
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
  return {
    ...webinar,
    date: `${monthNames[month - 1]} ${day}, ${year}`,
    time: `${clock} ${webinar.zoneLabel}`,
    duration: `${webinar.durationMinutes} min`,
  }
}

export const webinars: readonly Webinar[] = [
  listed({
    slug: 'ai-implementation-playbook',
    title: 'From Pilot to Production: The AI Implementation Playbook',
    description:
      'How to pick a first use case that pays back, prepare your data in weeks instead of quarters, and get a pilot into production without a platform rebuild.',
    presenter: { name: 'Marcus Lindqvist', role: 'Head of AI Engineering' },
    startsAt: '2025-06-01T11:00',
    timeZone: 'America/Los_Angeles',
    zoneLabel: 'PST',
    durationMinutes: 60,
    topics: ['Use-case selection', 'Data readiness', 'Pilot to production'],
    icon: 'rocket',
  }),
  listed({
    slug: 'sales-ai-that-reps-use',
    title: 'Sales AI Your Reps Will Actually Use',
    description:
      'Live coaching, instant quotes and automatic CRM updates: what moved win rates by 24% and shortened cycles by 31% for our field and inside sales clients.',
    presenter: { name: 'James Whitaker', role: 'Head of Revenue AI' },
    startsAt: '2025-06-15T10:00',
    timeZone: 'America/Los_Angeles',
    zoneLabel: 'PST',
    durationMinutes: 45,
    topics: ['Conversation intelligence', 'Quote automation', 'CRM hygiene'],
    icon: 'trending-up',
  }),
  listed({
    slug: 'support-automation-without-losing-customers',
    title: 'Support Automation Without Losing the Human Touch',
    description:
      'Design AI agents that resolve routine tickets end to end, hand off gracefully, and lift CSAT while cutting response times by up to 89%.',
    presenter: { name: 'Sofia Alvarez', role: 'Head of Design' },
    startsAt: '2025-06-30T11:00',
    timeZone: 'America/Los_Angeles',
    zoneLabel: 'PST',
    durationMinutes: 60,
    topics: ['AI agents', 'Escalation design', 'Measuring CSAT'],
    icon: 'headset',
  }),
]

/** Search params of the registration page for a session (the router URL-encodes them). */
export function registrationSearch(webinar: Webinar) {
  return { title: webinar.title, date: webinar.date, time: webinar.time }
}
