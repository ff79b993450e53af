import { describe, expect, it } from 'vitest'
import { changesOf, percentChange } from '~/content/figures'
import { paybackSeries } from '~/features/roi-calculator/estimate'
import { layoutPayback, paybackPlot } from '~/features/roi-calculator/payback-geometry'
import { layoutChangeBars, linearScale, MIN_BAR_PERCENT, niceTicks } from '~/sections/charts/geometry'

describe('content figures as numbers', () => {
  it('reads signed percentages, with a hyphen or a minus sign', () => {
    expect(percentChange('+38%')).toBe(38)
    expect(percentChange('-90%')).toBe(-90)
    expect(percentChange('\u221212.5%')).toBe(-12.5)
  })

  it('leaves levels, ranges and multiples alone', () => {
    for (const text of ['40%', '18-25%', '3x faster', '45 Days', 'Unified', '+150/mo', '']) expect(percentChange(text)).toBeNull()
  })

  it('keeps the content order and text of the changes', () => {
    expect(changesOf([{ label: 'A', value: '+42%' }, { label: 'B', value: '3x faster' }, { label: 'C', value: '-85%', better: 'lower' }])).toEqual([
      { label: 'A', value: '+42%', percent: 42, improved: true },
      { label: 'C', value: '-85%', better: 'lower', percent: -85, improved: true },
    ])
  })

  it('reads a change as an improvement by the way its measure is better', () => {
    const improved = (value: string, better?: 'higher' | 'lower') => changesOf([{ label: 'x', value, ...(better ? { better } : {}) }])[0]!.improved
    expect(improved('-90%', 'lower')).toBe(true)
    expect(improved('+12%', 'lower')).toBe(false)
    expect(improved('+38%')).toBe(true)
    expect(improved('-5%')).toBe(false)
    expect(improved('-5%', 'higher')).toBe(false)
  })
})

describe('chart geometry', () => {
  it('maps a domain onto a range, and a zero-width domain to its start', () => {
    expect(linearScale([0, 10], [100, 0])(5)).toBe(50)
    expect(linearScale([3, 3], [7, 9])(3)).toBe(7)
  })

  it('gives round ticks from 0 past the maximum', () => {
    expect(niceTicks(45_000)).toEqual([0, 20_000, 40_000, 60_000])
    expect(niceTicks(100, 4)).toEqual([0, 50, 100])
    expect(niceTicks(0)).toEqual([0, 1])
  })

  it('runs every improvement right of the zero line, a cost cut as far as a revenue rise of the same size', () => {
    const { zero, bars } = layoutChangeBars([
      { percent: 38, improved: true },
      { percent: -90, improved: true },
      { percent: 19, improved: true },
    ])
    expect(zero).toBe(0)
    for (const bar of bars) expect(bar.start).toBe(0)
    expect(bars.map((bar) => bar.width)).toEqual([42.2, 100, 21.1])
  })

  it('runs a setback left of the zero line, on the same scale', () => {
    const { zero, bars } = layoutChangeBars([
      { percent: 30, improved: true },
      { percent: 10, improved: false },
    ])
    expect(zero).toBe(25)
    expect(bars[0]).toEqual({ start: 25, width: 75 })
    expect(bars[1]).toEqual({ start: 0, width: 25 })
  })

  it('draws the smallest change as a bar, never a dot, and keeps every bar on its track', () => {
    const { bars } = layoutChangeBars([
      { percent: 1, improved: true },
      { percent: -90, improved: true },
      { percent: 0.5, improved: false },
    ])
    expect(bars[0]!.width).toBe(MIN_BAR_PERCENT)
    expect(bars[2]!.width).toBe(MIN_BAR_PERCENT)
    for (const bar of bars) {
      expect(bar.start).toBeGreaterThanOrEqual(0)
      expect(bar.start + bar.width).toBeLessThanOrEqual(100.05)
    }
  })

  it('marks the break-even month where savings meet the cost line, or nothing', () => {
    const layout = layoutPayback(paybackSeries({ teamSize: 10, hoursPerWeek: 5, hourlyCost: 50, automationPercent: 40 }))
    expect(layout.breakEven?.month).toBe(12)
    expect(layout.breakEven?.y).toBe(layout.costY)
    expect(layout.xTicks.map((t) => t.month)).toEqual([0, 6, 12, 18, 24])
    expect(layoutPayback(paybackSeries({ teamSize: 1, hoursPerWeek: 0.5, hourlyCost: 10, automationPercent: 5 })).breakEven).toBeNull()
    const huge = layoutPayback(paybackSeries({ teamSize: 10_000, hoursPerWeek: 40, hourlyCost: 500, automationPercent: 90 }))
    expect(huge.savingsPath).not.toContain('NaN')
    expect(huge.costY).toBeLessThanOrEqual(paybackPlot.size)
  })

  it('places the payback chart in percent of its plot, so its HTML labels line up at any width', () => {
    // $45,000 against $10,120 a month: ticks $0 to $300K, break-even in month 5 of 24.
    const layout = layoutPayback(paybackSeries({ teamSize: 20, hoursPerWeek: 6, hourlyCost: 55, automationPercent: 40 }))
    expect(layout.yTicks).toEqual([
      { value: 0, y: 100 },
      { value: 100_000, y: 66.67 },
      { value: 200_000, y: 33.33 },
      { value: 300_000, y: 0 },
    ])
    expect(layout.xTicks).toEqual([0, 6, 12, 18, 24].map((month) => ({ month, x: Math.round((month / 24) * 10_000) / 100 })))
    expect(layout.costY).toBe(85)
    expect(layout.breakEven).toEqual({ month: 5, x: 20.83, y: 85, labelAnchor: 'start', labelOffset: 20.83 })
    expect(layout.savingsPath.startsWith('M0 100L4.17 ')).toBe(true)
    // Late break-even: the label reads leftwards, measured from the right edge.
    const late = layoutPayback(paybackSeries({ teamSize: 10, hoursPerWeek: 5, hourlyCost: 50, automationPercent: 30 }))
    expect(late.breakEven).toMatchObject({ labelAnchor: 'end', labelOffset: Math.round((100 - late.breakEven!.x) * 100) / 100 })
  })
})
