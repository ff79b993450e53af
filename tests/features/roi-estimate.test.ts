import { describe, expect, it } from 'vitest'
import { breakEvenMonth, estimateRoi, paybackSeries, TYPICAL_FIRST_PROJECT_COST } from '~/features/roi-calculator/estimate'
import { checkField, defaultInputs, inputsFromSearch, parseRoiSearch, rejectedSearchFields } from '~/features/roi-calculator/inputs'

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

describe('payback over time', () => {
  it('names the first month whose cumulative savings reach the cost', () => {
    // 46,000 a year is 3,833.33 a month: month 11 has 42,167, month 12 has 46,000.
    const payback = paybackSeries({ teamSize: 10, hoursPerWeek: 5, hourlyCost: 50, automationPercent: 40 })
    expect(payback.breakEven).toBe(12)
    expect(payback.points[11]!.savings).toBeLessThan(payback.cost)
    expect(payback.points[12]!.savings).toBeGreaterThanOrEqual(payback.cost)
    expect(payback.points[0]).toEqual({ month: 0, savings: 0 })
    expect(payback.points).toHaveLength(25)
  })

  it('agrees with the headline payback for the default estimate', () => {
    expect(paybackSeries(defaultInputs).breakEven).toBe(estimateRoi(defaultInputs).paybackMonths)
  })

  it('has no break-even when savings do not repay the cost within the horizon', () => {
    // One person, half an hour a week, $10 an hour, 5% automated: about $1 a month.
    const payback = paybackSeries({ teamSize: 1, hoursPerWeek: 0.5, hourlyCost: 10, automationPercent: 5 })
    expect(payback.breakEven).toBeNull()
    expect(payback.points.at(-1)!.savings).toBeLessThan(TYPICAL_FIRST_PROJECT_COST)
    // Reached in month 24 exactly counts; one month later does not.
    expect(paybackSeries({ teamSize: 1, hoursPerWeek: 1, hourlyCost: 1, automationPercent: 100 }, 24, 24 * (46 / 12)).breakEven).toBe(24)
    expect(paybackSeries({ teamSize: 1, hoursPerWeek: 1, hourlyCost: 1, automationPercent: 100 }, 24, 25 * (46 / 12)).breakEven).toBeNull()
  })

  it('treats zero, negative and non-finite savings as no payback, never NaN', () => {
    const zero = paybackSeries({ teamSize: 0, hoursPerWeek: 6, hourlyCost: 55, automationPercent: 40 })
    expect(zero.breakEven).toBeNull()
    expect(zero.points.every((p) => p.savings === 0)).toBe(true)
    expect(breakEvenMonth(0)).toBeNull()
    expect(breakEvenMonth(-5)).toBeNull()
    expect(breakEvenMonth(Number.NaN)).toBeNull()
    expect(breakEvenMonth(Number.POSITIVE_INFINITY)).toBeNull()
    expect(estimateRoi({ teamSize: 0, hoursPerWeek: 6, hourlyCost: 55, automationPercent: 40 }).paybackMonths).toBeNull()
  })

  it('pays back in month 1 for the largest inputs, with finite figures', () => {
    const payback = paybackSeries({ teamSize: 10_000, hoursPerWeek: 40, hourlyCost: 500, automationPercent: 90 })
    expect(payback.breakEven).toBe(1)
    expect(payback.points.every((p) => Number.isFinite(p.savings))).toBe(true)
    expect(payback.points.at(-1)!.savings).toBe(payback.monthly * 24)
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
    // People are counted; hours are not.
    expect(checkField('teamSize', '12.5')).toEqual({ error: 'Enter a whole number.' })
    expect(checkField('teamSize', '1,200')).toEqual({ value: 1200 })
    expect(checkField('hoursPerWeek', '12.5')).toEqual({ value: 12.5 })
  })
})

describe('ROI link (search params)', () => {
  it('round-trips inputs through the URL as the router writes and reads them', () => {
    const inputs = { teamSize: 40, hoursPerWeek: 7.5, hourlyCost: 80, automationPercent: 55 }
    const query = new URLSearchParams(Object.entries(inputs).map(([k, v]) => [k, String(v)])).toString()
    const read = parseRoiSearch(Object.fromEntries(new URLSearchParams(query)))
    expect(read).toEqual(inputs)
    // The router hands numbers over already parsed.
    expect(parseRoiSearch(inputs)).toEqual(inputs)
    expect(inputsFromSearch(read)).toEqual(inputs)
  })

  it('drops bad values, falls back to the default for them and names them', () => {
    const raw = { teamSize: 'lots', hoursPerWeek: 'NaN', hourlyCost: 9_999, automationPercent: 50, other: 'x' }
    const read = parseRoiSearch(raw)
    expect(read).toEqual({ automationPercent: 50 })
    expect(inputsFromSearch(read)).toEqual({ ...defaultInputs, automationPercent: 50 })
    expect(rejectedSearchFields(raw, read)).toEqual(['teamSize', 'hoursPerWeek', 'hourlyCost'])
    expect(Object.values(inputsFromSearch(parseRoiSearch({ teamSize: [], hourlyCost: {}, hoursPerWeek: null }))).every(Number.isFinite)).toBe(true)
  })

  it('is the defaults for a bare link, with nothing to report', () => {
    expect(inputsFromSearch(parseRoiSearch({}))).toEqual(defaultInputs)
    expect(rejectedSearchFields({}, {})).toEqual([])
  })
})
