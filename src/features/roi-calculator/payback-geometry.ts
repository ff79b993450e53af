import { linearScale, niceTicks } from '~/sections/charts/geometry'
import type { Payback } from './estimate'

/**
 * The payback chart's plot, in percent of its width (x, from the left) and height (y, from
 * the top). The page stretches the plot to its column and sets its labels in HTML around it,
 * so they keep their size in CSS px at any width; the savings line is an SVG path in a
 * 100 x 100 viewBox stretched the same way.
 */
export const paybackPlot = { size: 100 } as const

export interface PaybackLayout {
  /** The cumulative-savings line, in the plot's 100 x 100 viewBox. */
  savingsPath: string
  costY: number
  /** From the bottom (0) to the top (y 0) of the plot, one apart each: the grid lines and their labels. */
  yTicks: { value: number; y: number }[]
  xTicks: { month: number; x: number }[]
  /** Where cumulative savings meet the cost, when that happens within the horizon. */
  breakEven: {
    month: number
    x: number
    y: number
    labelAnchor: 'start' | 'end'
    /** How far the mark is from the plot's edge the label is anchored towards: the left for 'start', the right for 'end'. */
    labelOffset: number
  } | null
}

/** Rounds a percentage for compact, stable output (the same in the prerender and the browser). */
const pct = (value: number) => Math.round(value * 100) / 100

/** Coordinates, in percent of the plot, of the cumulative-savings line, the cost line and the break-even mark. */
export function layoutPayback(payback: Payback): PaybackLayout {
  const { size } = paybackPlot
  const top = Math.max(payback.cost, ...payback.points.map((p) => p.savings))
  const yTicks = niceTicks(top, 4)
  const y = linearScale([0, yTicks.at(-1) ?? top], [size, 0])
  const x = linearScale([0, payback.horizon], [0, size])
  const savingsPath = payback.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${pct(x(p.month))} ${pct(y(p.savings))}`).join('')
  const step = payback.horizon % 6 === 0 ? 6 : Math.max(1, Math.round(payback.horizon / 4))
  const xTicks: { month: number; x: number }[] = []
  for (let month = 0; month <= payback.horizon; month += step) xTicks.push({ month, x: pct(x(month)) })
  let breakEven: PaybackLayout['breakEven'] = null
  if (payback.breakEven !== null) {
    const markX = x(payback.breakEven)
    // The label reads away from the plot's edge it is closest to.
    const labelAnchor = payback.breakEven > payback.horizon / 2 ? 'end' : 'start'
    breakEven = {
      month: payback.breakEven,
      x: pct(markX),
      y: pct(y(payback.cost)),
      labelAnchor,
      labelOffset: pct(labelAnchor === 'end' ? size - markX : markX),
    }
  }
  return { savingsPath, costY: pct(y(payback.cost)), yTicks: yTicks.map((value) => ({ value, y: pct(y(value)) })), xTicks, breakEven }
}
