/**
 * The webinars as an agency edits them: each a series of sessions in its own IANA time
 * zone. Plain data: the build expands every series into its sessions (an RFC 5545
 * recurrence rule, through `rrule`: scripts/webinars/session-dates.ts), so the browser only
 * reads a list of dates (src/content/webinars.ts) and no page pays for the rule engine.
 */
import type { SampleContentKey } from '../config/launch-checklist.ts'

/** When a series' sessions happen, as wall-clock times ('2025-06-01T11:00') in the series' zone. */
export interface SeriesSchedule {
  /** One-off sessions (RFC 5545 RDATE): the first, recorded session, or any date outside the rhythm. */
  sessions: readonly string[]
  /**
   * The series' rhythm: an RFC 5545 RRULE without DTSTART or UNTIL ('FREQ=MONTHLY;BYDAY=1TU'),
   * from its first regular session (`from`, which the rule must produce itself: RFC 5545 leaves
   * a start the rule does not produce undefined). None: the series is one-off sessions only.
   */
  repeats?: { from: string; rule: string }
  /** The series' last day in its zone ('2028-06-30'): no session after it, whatever the rule says. */
  endsOn?: string
}

export interface WebinarSeries {
  slug: string
  title: string
  description: string
  /** A member of the team on /about, with the role shown there (a content test holds them together). */
  presenter: { name: string; role: string }
  /** The IANA zone of every wall-clock time of the series: the shown zone name, the instant and the calendar file follow from it. */
  timeZone: string
  durationMinutes: number
  schedule: SeriesSchedule
  /** Sessions that were recorded (wall-clock times among the schedule's): once they have run, On demand offers them. */
  recorded: readonly string[]
  topics: readonly string[]
  icon: 'rocket' | 'trending-up' | 'headset'
  /** Set while the series is the site's sample (src/config/launch-checklist.ts): the demo says so. */
  sample?: SampleContentKey
}

/**
 * The three series. Each began with the session announced for June 2025 (recorded), then runs
 * monthly in the first week of the month, at the same local time all year (PDT in summer,
 * PST in winter), until the end of June 2028.
 */
export const webinarSeries: readonly WebinarSeries[] = [
  {
    slug: 'ai-implementation-playbook',
    title: 'From Pilot to Production: The AI Implementation Playbook',
    description:
      'How to pick a first use case that pays back, prepare your data in weeks instead of quarters, and get a pilot into production without a platform rebuild.',
    presenter: { name: 'Marcus Lindqvist', role: 'Head of AI Engineering' },
    timeZone: 'America/Los_Angeles',
    durationMinutes: 60,
    schedule: { sessions: ['2025-06-01T11:00'], repeats: { from: '2025-07-01T11:00', rule: 'FREQ=MONTHLY;BYDAY=1TU' }, endsOn: '2028-06-30' },
    recorded: ['2025-06-01T11:00'],
    topics: ['Use-case selection', 'Data readiness', 'Pilot to production'],
    icon: 'rocket',
    sample: 'webinars',
  },
  {
    slug: 'sales-ai-that-reps-use',
    title: 'Sales AI Your Reps Will Actually Use',
    description:
      'Live coaching, instant quotes and automatic CRM updates: what moved win rates by 24% and shortened cycles by 31% for our field and inside sales clients.',
    presenter: { name: 'James Whitaker', role: 'Head of Revenue AI' },
    timeZone: 'America/Los_Angeles',
    durationMinutes: 45,
    schedule: { sessions: ['2025-06-15T10:00'], repeats: { from: '2025-07-02T10:00', rule: 'FREQ=MONTHLY;BYDAY=1WE' }, endsOn: '2028-06-30' },
    recorded: ['2025-06-15T10:00'],
    topics: ['Conversation intelligence', 'Quote automation', 'CRM hygiene'],
    icon: 'trending-up',
    sample: 'webinars',
  },
  {
    slug: 'support-automation-without-losing-customers',
    title: 'Support Automation Without Losing the Human Touch',
    description:
      'Design AI agents that resolve routine tickets end to end, hand off gracefully, and lift CSAT while cutting response times by up to 89%.',
    presenter: { name: 'Sofia Alvarez', role: 'Head of Design' },
    timeZone: 'America/Los_Angeles',
    durationMinutes: 60,
    schedule: { sessions: ['2025-06-30T11:00'], repeats: { from: '2025-07-03T11:00', rule: 'FREQ=MONTHLY;BYDAY=1TH' }, endsOn: '2028-06-30' },
    recorded: ['2025-06-30T11:00'],
    topics: ['AI agents', 'Escalation design', 'Measuring CSAT'],
    icon: 'headset',
    sample: 'webinars',
  },
]

/**
 * The sessions of each series as the build resolved them (scripts/webinars/session-dates.ts):
 * each start as ISO 8601 with its UTC offset ('2025-06-01T11:00:00-07:00'), soonest first,
 * and the zone's short name for each offset ('-07:00': 'PDT').
 */
export interface SeriesSessions {
  starts: readonly string[]
  zoneNames: Readonly<Record<string, string>>
}

export type SessionCalendar = Readonly<Record<string, SeriesSessions>>
