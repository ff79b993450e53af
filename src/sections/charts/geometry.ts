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

export interface ChangeBar {
  /** Row top: the label's baseline sits here, the bar below it. */
  labelY: number
  barY: number
  /** The zero line's stretch in this row: beside the bar only, so it never runs through the label above. */
  axisY1: number
  axisY2: number
  barX: number
  barWidth: number
  /** Where the figure's text goes and which way it reads from there. */
  valueX: number
  valueAnchor: 'start' | 'end'
}

export interface ChangeBarsLayout {
  width: number
  height: number
  zeroX: number
  bars: ChangeBar[]
}

export const changeBarsBox = { width: 360, rowHeight: 46, barHeight: 16, labelGap: 18, valueRoom: 52, top: 4 } as const
export type ChangeBarsBox = { readonly [K in keyof typeof changeBarsBox]: number }
/** The same chart drawn for a phone's narrow panel (190-245 px wide at 320-375 px): scaled to fit there, the wide one's 13 px labels read at 7-9 px. */
export const narrowChangeBarsBox = { ...changeBarsBox, width: 200 } as const

/**
 * Horizontal bars from a shared zero line, one row per change: the label above,
 * the bar below, its figure at the bar's end. Growth goes right, reductions left,
 * on one scale so bars compare; room is kept at both ends for the figures.
 */
export function layoutChangeBars(percents: readonly number[], box: ChangeBarsBox = changeBarsBox): ChangeBarsLayout {
  const min = Math.min(0, ...percents)
  const max = Math.max(0, ...percents)
  const left = min < 0 ? box.valueRoom : 0
  const right = box.width - (max > 0 ? box.valueRoom : 0)
  const x = linearScale([min, max], [left, right])
  const zeroX = x(0)
  const bars = percents.map((percent, i) => {
    const end = x(percent)
    const top = box.top + i * box.rowHeight
    return {
      labelY: top + 13,
      barY: top + box.labelGap,
      axisY1: top + box.labelGap - 1,
      axisY2: top + box.labelGap + box.barHeight + 4,
      barX: px(Math.min(zeroX, end)),
      // A zero change still shows as a hairline at the zero line.
      barWidth: px(Math.max(1, Math.abs(end - zeroX))),
      valueX: px(percent < 0 ? end - 6 : end + 6),
      valueAnchor: percent < 0 ? ('end' as const) : ('start' as const),
    }
  })
  return { width: box.width, height: box.top + percents.length * box.rowHeight, zeroX: px(zeroX), bars }
}
