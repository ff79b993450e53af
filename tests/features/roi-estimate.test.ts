import { describe, expect, it } from 'vitest'
import { checkField, estimateRoi } from '~/features/roi-calculator/estimate'

describe('ROI estimate', () => {
  it('multiplies team, hours, working weeks and the automated share, then prices the hours', () => {
    const estimate = estimateRoi({ teamSize: 10, hoursPerWeek: 5, hourlyCost: 50, automationPercent: 40 })
    expect(estimate.hoursSavedPerYear).toBe(920) // 10 x 5 x 46 x 0.4
    expect(estimate.savingsPerYear).toBe(46_000)
    expect(estimate.paybackMonths).toBe(12) // 45,000 / (46,000 / 12) = 11.7 -> 12
  })

  it('never reports a payback shorter than a month', () => {
    expect(estimateRoi({ teamSize: 5000, hoursPerWeek: 40, hourlyCost: 500, automationPercent: 90 }).paybackMonths).toBe(1)
  })
})

describe('ROI input check', () => {
  it('accepts numbers with thousands separators and units', () => {
    expect(checkField('hourlyCost', '$1,00')).toEqual({ value: 100 })
    expect(checkField('automationPercent', '45%')).toEqual({ value: 45 })
  })

  it('explains an empty, non-numeric or out-of-range value', () => {
    expect(checkField('teamSize', '')).toEqual({ error: 'Enter a number.' })
    expect(checkField('teamSize', 'abc')).toEqual({ error: 'Enter a number.' })
    expect(checkField('teamSize', '0')).toEqual({ error: 'Enter a number from 1 to 10,000.' })
    expect(checkField('hoursPerWeek', '41')).toEqual({ error: 'Enter a number from 0.5 to 40.' })
  })
})
