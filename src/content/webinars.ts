import { webinarSeries, type SessionCalendar, type WebinarSeries } from './webinar-series'

/**
 * The webinars as the pages show them: every series (src/content/webinar-series.ts) with its
 * sessions, resolved by the build (`__WEBINAR_SESSIONS__`, scripts/webinars/session-dates.ts).
 * Which session is next is decided here from a clock: the build's while prerendering and
 * hydrating, the visitor's afterwards (src/lib/use-now.ts).
 */

/** One session of a series (the home page, /webinars, the registration page and the calendar file). */
export interface Webinar extends Omit<WebinarSeries, 'schedule' | 'recorded'> {
  /** The start as a wall-clock time where the series runs: ISO 8601 without an offset ('2025-06-01T11:00'). */
  startsAt: string
  /** The instant the session starts, in ms since the epoch. */
  startsAtMs: number
  /** The start and end as ISO 8601 with the zone's offset ('2025-06-01T11:00:00-07:00'), for structured data. */
  startIso: string
  endIso: string
  /** Shown: 'June 1, 2025' (from `startsAt`). */
  date: string
  /** Shown: '11:00 AM PDT' (from `startsAt`, with the zone's name on that day: PDT in June, PST in December). */
  time: string
  /** Shown: '60 min' (from `durationMinutes`). */
  duration: string
  /** Whether the session was recorded (On demand offers it once it has run). */
  recorded: boolean
}

/** A series with its sessions, soonest first. */
export interface Series extends WebinarSeries {
  sessions: readonly Webinar[]
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** An instant written in a fixed offset ('-07:00'): a valid ISO 8601 time for the same instant whatever the clocks did in between. */
function isoAtOffset(ms: number, offset: string): string {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(offset) ?? ['', '+', '00', '00']
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000
  return `${new Date(ms + offsetMs).toISOString().slice(0, 16)}:00${offset}`
}

/**
 * One session's shown texts from its start. The clock is written out rather than through
 * Intl, so the prerendered text never depends on the ICU build ('11:00 AM' with a plain
 * space, as announced) and the browser never loads Intl's zone data for it.
 */
function session(series: WebinarSeries, startIso: string, zoneNames: Readonly<Record<string, string>>): Webinar {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):00([+-]\d{2}:\d{2})$/.exec(startIso)
  if (!match) throw new Error(`Webinar ${series.slug}: a session's start must look like 2025-06-01T11:00:00-07:00 (got ${startIso})`)
  const [year, month, day, hours, minutes] = match.slice(1, 6).map(Number) as [number, number, number, number, number]
  const offset = match[6]!
  const { schedule: _schedule, recorded, ...about } = series
  const startsAt = startIso.slice(0, 16)
  const startsAtMs = Date.parse(startIso)
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
  return {
    ...about,
    startsAt,
    startsAtMs,
    startIso,
    endIso: isoAtOffset(startsAtMs + series.durationMinutes * 60_000, offset),
    date: `${monthNames[month - 1]} ${day}, ${year}`,
    time: `${clock} ${zoneNames[offset] ?? `UTC${offset}`}`,
    duration: `${series.durationMinutes} min`,
    recorded: recorded.includes(startsAt),
  }
}

/** Every series with its sessions from a calendar the build resolved. */
export function listSeries(list: readonly WebinarSeries[], calendar: SessionCalendar): Series[] {
  return list.map((series) => {
    const listed = calendar[series.slug]
    return { ...series, sessions: listed ? listed.starts.map((start) => session(series, start, listed.zoneNames)) : [] }
  })
}

/** The site's webinars, each series with its sessions. */
export const webinars: readonly Series[] = listSeries(webinarSeries, __WEBINAR_SESSIONS__)

/** Search params of the registration page for a session (the router URL-encodes them). */
export function registrationSearch(webinar: Webinar) {
  return { title: webinar.title, date: webinar.date, time: webinar.time }
}

/** A session is upcoming until the moment it starts; from then on it has taken place. */
export function hasStarted(webinar: Pick<Webinar, 'startsAtMs'>, now: number): boolean {
  return now >= webinar.startsAtMs
}

/** A series' next session at `now` (ms): the first that has not started; none once the series has ended. */
export function nextSession(series: Series, now: number): Webinar | undefined {
  return series.sessions.find((webinar) => !hasStarted(webinar, now))
}

/**
 * At `now` (ms): the next session of each series (soonest first), and the recorded sessions
 * that have taken place (latest first), which On demand offers.
 */
export function splitSessions(list: readonly Series[], now: number): { upcoming: Webinar[]; past: Webinar[] } {
  const upcoming = list.flatMap((series) => nextSession(series, now) ?? []).sort((a, b) => a.startsAtMs - b.startsAtMs)
  const past = list
    .flatMap((series) => series.sessions.filter((webinar) => webinar.recorded && hasStarted(webinar, now)))
    .sort((a, b) => b.startsAtMs - a.startsAtMs)
  return { upcoming, past }
}

/** The series a registration link names (by its title), if any. */
export function seriesTitled(title: string, list: readonly Series[] = webinars): Series | undefined {
  return list.find((series) => series.title === title)
}

/**
 * The listed session a registration link names: its series by title, then the session on the
 * link's date (an older link may name the zone differently: '11:00 AM PST' in June).
 */
export function sessionNamed(link: { title: string; date: string }, list: readonly Series[] = webinars): Webinar | undefined {
  return seriesTitled(link.title, list)?.sessions.find((webinar) => webinar.date === link.date)
}

/** A key for a session in lists: its series and its start. */
export const sessionKey = (webinar: Pick<Webinar, 'slug' | 'startsAt'>) => `${webinar.slug}@${webinar.startsAt}`

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
  /** A session's link on /webinar-registration's list of the next sessions. */
  chooseSession: 'Choose this session',
} as const

/** /webinar-registration opened with no session (or a past one): the next sessions to choose from. */
export const chooseSessionText = {
  heading: 'Choose a session',
  intro: 'Pick one of the next sessions; the form below then saves your seat for it.',
  nextHeading: 'Register for a coming session instead',
  nextIntro: 'The next session of each webinar:',
  /** When the form is sent before a session is chosen. */
  chooseFirst: 'Choose a session above first: your details stay in the form.',
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
