/**
 * Pure chart geometry: numbers in, SVG coordinates out. No React and no DOM, so the
 * charts render on the server as plain SVG and the maths is tested on its own.
 */

/** Maps [d0, d1] onto [r0, r1]; a zero-width domain maps everything to r0. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain
  const [r0, r1] = range
  const span = d1 - d0
  return (value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0))
}

/**
 * Round tick values from 0 to at least `max` (1, 2 or 5 times a power of ten apart),
 * about `count` of them. Always starts at 0 and ends at or above max.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1]
  const rough = max / count
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power
  const ticks: number[] = []
  for (let i = 0; ticks.at(-1) === undefined || (ticks.at(-1) as number) < max; i++) ticks.push(i * step)
  return ticks
}

/** Rounds a coordinate for compact, stable SVG output. */
export const px = (value: number) => Math.round(value * 10) / 10

/** A change's bar, in percent of its track's width. */
export interface ChangeBar {
  /** Where the bar starts (its left edge). */
  start: number
  width: number
}

/** The narrowest bar drawn, in percent of the track: a +1% beside a -90% still reads as a bar, not a dot. */
export const MIN_BAR_PERCENT = 6

/**
 * Bars for changes on one shared scale, measured from one zero line: an improvement runs right
 * of it, a setback left, whatever the sign of the change itself (a cost cut by 90% runs right,
 * as far as a revenue up by 90%). With no setback the zero line is the track's left edge.
 */
export function layoutChangeBars(changes: readonly { percent: number; improved: boolean }[]): { zero: number; bars: ChangeBar[] } {
  const signed = changes.map((change) => (change.improved ? 1 : -1) * Math.abs(change.percent))
  const min = Math.min(0, ...signed)
  const max = Math.max(0, ...signed)
  const x = linearScale([min, max], [0, 100])
  const zero = x(0)
  const bars = signed.map((value) => {
    const end = x(value)
    const width = Math.max(MIN_BAR_PERCENT, Math.abs(end - zero))
    const start = value < 0 ? Math.max(0, zero - width) : Math.min(zero, 100 - width)
    return { start: px(start), width: px(width) }
  })
  return { zero: px(zero), bars }
}
