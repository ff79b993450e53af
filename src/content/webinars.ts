import { zonedInstant, zoneName } from './zoned-time.ts'

/** The live sessions (used by the home page, /webinars, the registration page and the calendar file). */
export interface Webinar {
  slug: string
  title: string
  description: string
  /** A member of the team on /about, with the role shown there (a content test holds them together). */
  presenter: { name: string; role: string }
  /** The start as a wall-clock time where the session runs: ISO 8601 without an offset ('2025-06-01T11:00'). */
  startsAt: string
  /** The IANA zone of `startsAt`: the shown zone name, the instant and the calendar file all follow from it. */
  timeZone: string
  durationMinutes: number
  /** The instant the session starts, in ms since the epoch (from `startsAt` in `timeZone`). */
  startsAtMs: number
  /** Shown: 'June 1, 2025' (from `startsAt`). */
  date: string
  /** Shown: '11:00 AM PDT' (from `startsAt`, with the zone's name on that day: PDT in June, PST in December). */
  time: string
  /** Shown: '60 min' (from `durationMinutes`). */
  duration: string
  topics: readonly string[]
  icon: 'rocket' | 'trending-up' | 'headset'
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * The shown date, time and length from the stored schedule. The clock is written out
 * rather than through Intl so the prerendered text never depends on the ICU build
 * ('11:00 AM' with a plain space, as announced); the zone's name and the instant come
 * from the build (src/content/zoned-time.ts), so the browser pays nothing for them.
 */
function listed(webinar: Omit<Webinar, 'date' | 'time' | 'duration' | 'startsAtMs'>): Webinar {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(webinar.startsAt)
  if (!match) throw new Error(`Webinar ${webinar.slug}: startsAt must look like 2025-06-01T11:00`)
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number]
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
  return {
    ...webinar,
    startsAtMs: zonedInstant(webinar.startsAt, webinar.timeZone),
    date: `${monthNames[month - 1]} ${day}, ${year}`,
    time: `${clock} ${zoneName(webinar.startsAt, webinar.timeZone)}`,
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
    durationMinutes: 60,
    topics: ['AI agents', 'Escalation design', 'Measuring CSAT'],
    icon: 'headset',
  }),
]

/** Search params of the registration page for a session (the router URL-encodes them). */
export function registrationSearch(webinar: Webinar) {
  return { title: webinar.title, date: webinar.date, time: webinar.time }
}

/** A session is upcoming until the moment it starts; from then on it is on demand (its recording). */
export function hasStarted(webinar: Pick<Webinar, 'startsAtMs'>, now: number): boolean {
  return now >= webinar.startsAtMs
}

/** The sessions still to come (soonest first) and those that have run (latest first), at `now` (ms). */
export function splitSessions(list: readonly Webinar[], now: number): { upcoming: Webinar[]; past: Webinar[] } {
  const byStart = [...list].sort((a, b) => a.startsAtMs - b.startsAtMs)
  return {
    upcoming: byStart.filter((webinar) => !hasStarted(webinar, now)),
    past: byStart.filter((webinar) => hasStarted(webinar, now)).reverse(),
  }
}

/** The listed session a registration link names (by its title), if any. */
export function webinarTitled(title: string, list: readonly Webinar[] = webinars): Webinar | undefined {
  return list.find((webinar) => webinar.title === title)
}

/** The words of /webinars and the home page's webinars beyond the spec's card texts. */
export const webinarsText = {
  noneUpcoming: 'No sessions are scheduled right now. The next one is being planned.',
  nextSession: 'Tell me about the next session',
  /** The contact form's topic when a visitor asks to hear about the next session. */
  nextSessionTopic: 'Next webinar session',
  onDemandHeading: 'On demand',
  onDemandIntro: 'Missed a session? Leave your email and we will send you the recording.',
  /** Before the session's date on an on-demand card. */
  recorded: 'Recorded',
  /** Before the visitor's own time, shown after the page has loaded when it differs from the session's. */
  yourTime: 'Your time:',
  viewRecordings: 'View recordings',
} as const

/** The recording request of a session that has taken place (/webinars' On demand, and /webinar-registration for it). */
export const recordingText = {
  button: 'Get the recording',
  sending: 'Sending...',
  emailLabel: 'Work email',
  emailPlaceholder: 'you@company.com',
  consentLabel: 'Email me the recording of this session.',
  dataUse: 'We use your email only to send this recording.',
  successTitle: 'Recording on its way',
  successDescription: (title: string) => `We will email you the recording of "${title}" shortly.`,
  failureTitle: 'Request failed',
  failureDescription: 'We could not send your request for the recording.',
  emailSubject: (title: string) => `Recording request: ${title}`,
  emailBody: (title: string, email: string) => `Please send me the recording of "${title}"${email ? ` at ${email}` : ''}.`,
  formLabel: (title: string) => `Get the recording: ${title}`,
} as const
