/**
 * The pure part of the interaction benchmark (scripts/audit/interaction-benchmark.ts):
 * reading one interaction's latency from Event Timing entries, and the median of runs.
 */

/** The fields of a PerformanceEventTiming entry the benchmark copies out of the page. */
export interface EventEntry {
  name: string
  interactionId: number
  duration: number
}

/**
 * Event Timing reports only events that took at least this long (the smallest
 * `durationThreshold` allowed); a faster interaction leaves no entry at all.
 */
export const EVENT_TIMING_FLOOR_MS = 16

/**
 * The latency of the click (or tap) among `entries`: the longest duration among the
 * entries of its interaction (pointerdown, pointerup, click share one interactionId),
 * as INP counts it. The interaction is the one of the last click or pointerup entry,
 * else of the last entry with an interactionId. Null when no entry belongs to an
 * interaction: the interaction took under EVENT_TIMING_FLOOR_MS.
 */
export function interactionLatency(entries: readonly EventEntry[]): number | null {
  const interactive = entries.filter((e) => e.interactionId > 0)
  const anchor = interactive.findLast((e) => e.name === 'click' || e.name === 'pointerup') ?? interactive.at(-1)
  if (!anchor) return null
  return Math.max(...interactive.filter((e) => e.interactionId === anchor.interactionId).map((e) => e.duration))
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
