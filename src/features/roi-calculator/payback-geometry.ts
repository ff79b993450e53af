import { linearScale, niceTicks, px } from '~/sections/charts/geometry'
import type { Payback } from './estimate'

/** The payback chart's drawing box, in SVG units (scaled to the column's width). */
export const paybackBox = { width: 400, height: 230, left: 50, right: 14, top: 26, bottom: 28 } as const

export interface PaybackLayout {
  savingsPath: string
  costY: number
  plot: { left: number; right: number; top: number; bottom: number }
  yTicks: { value: number; y: number }[]
  xTicks: { month: number; x: number }[]
  /** Where cumulative savings meet the cost, when that happens within the horizon. */
  breakEven: { month: number; x: number; y: number; labelAnchor: 'start' | 'end' } | null
}

/** Coordinates of the cumulative-savings line, the cost line and the break-even mark. */
export function layoutPayback(payback: Payback, box = paybackBox): PaybackLayout {
  const plot = { left: box.left, right: box.width - box.right, top: box.top, bottom: box.height - box.bottom }
  const top = Math.max(payback.cost, ...payback.points.map((p) => p.savings))
  const yTicks = niceTicks(top, 4)
  const y = linearScale([0, yTicks.at(-1) ?? top], [plot.bottom, plot.top])
  const x = linearScale([0, payback.horizon], [plot.left, plot.right])
  const savingsPath = payback.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${px(x(p.month))} ${px(y(p.savings))}`).join('')
  const step = payback.horizon % 6 === 0 ? 6 : Math.max(1, Math.round(payback.horizon / 4))
  const xTicks: { month: number; x: number }[] = []
  for (let month = 0; month <= payback.horizon; month += step) xTicks.push({ month, x: px(x(month)) })
  const breakEven =
    payback.breakEven === null
      ? null
      : {
          month: payback.breakEven,
          x: px(x(payback.breakEven)),
          y: px(y(payback.cost)),
          // The label reads away from the plot's edge it is closest to.
          labelAnchor: payback.breakEven > payback.horizon / 2 ? ('end' as const) : ('start' as const),
        }
  return { savingsPath, costY: px(y(payback.cost)), plot, yTicks: yTicks.map((value) => ({ value, y: px(y(value)) })), xTicks, breakEven }
}
