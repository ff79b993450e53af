import { describe, expect, it } from 'vitest'
import { changesOf, percentChange } from '~/content/figures'
import { paybackSeries } from '~/features/roi-calculator/estimate'
import { layoutPayback, paybackPlot } from '~/features/roi-calculator/payback-geometry'
import { changeBarsBox, layoutChangeBars, linearScale, narrowChangeBarsBox, niceTicks } from '~/sections/charts/geometry'

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
    expect(changesOf([{ label: 'A', value: '+42%' }, { label: 'B', value: '3x faster' }, { label: 'C', value: '-85%' }])).toEqual([
      { label: 'A', value: '+42%', percent: 42 },
      { label: 'C', value: '-85%', percent: -85 },
    ])
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

  it.each([
    ['wide', changeBarsBox],
    ['narrow', narrowChangeBarsBox],
  ])('draws growth right and reductions left of one zero line, in the %s box', (_, box) => {
    const layout = layoutChangeBars([38, -90, 19], box)
    const [up, down] = layout.bars
    expect(layout.width).toBe(box.width)
    expect(up!.barX).toBe(layout.zeroX)
    expect(down!.barX + down!.barWidth).toBeCloseTo(layout.zeroX, 0)
    expect(down!.barWidth).toBeGreaterThan(up!.barWidth)
    for (const bar of layout.bars) {
      // The bar and the room for its figure at either end stay in the box.
      expect(bar.barX).toBeGreaterThanOrEqual(0)
      expect(bar.barX + bar.barWidth).toBeLessThanOrEqual(box.width)
      if (bar.valueAnchor === 'end') expect(bar.valueX - (box.valueRoom - 6)).toBeGreaterThanOrEqual(0)
      else expect(bar.valueX + (box.valueRoom - 6)).toBeLessThanOrEqual(box.width)
      // The zero line runs beside the bar and stops short of the label's line (13 px text on labelY).
      expect(bar.axisY1).toBeGreaterThan(bar.labelY + 3)
      expect(bar.axisY1).toBeLessThan(bar.barY)
      expect(bar.axisY2).toBeGreaterThan(bar.barY + box.barHeight)
    }
    expect(layout.height).toBe(box.top + 3 * box.rowHeight)
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
