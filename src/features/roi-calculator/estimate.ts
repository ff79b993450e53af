/**
 * A deliberately conservative estimate of what automating repetitive work is worth.
 * Pure, so the page, its chart and its tests share one formula.
 */
import type { RoiInputs } from './inputs'

export { checkField, defaultInputs, limits, type RoiInputs } from './inputs'

export interface RoiEstimate {
  hoursSavedPerYear: number
  savingsPerYear: number
  /** Months until savings repay a typical first implementation. */
  paybackMonths: number | null
}

/** Working weeks in a year, after holidays and leave. */
export const WORKING_WEEKS = 46
/** A typical first implementation (the low end of our fixed-fee bundles). */
export const TYPICAL_FIRST_PROJECT_COST = 45_000
/** How far the payback chart looks ahead. */
export const PAYBACK_HORIZON_MONTHS = 24

function monthlySavings(inputs: RoiInputs): number {
  const perYear = inputs.teamSize * inputs.hoursPerWeek * WORKING_WEEKS * (inputs.automationPercent / 100) * inputs.hourlyCost
  return Number.isFinite(perYear) && perYear > 0 ? perYear / 12 : 0
}

/** The first whole month whose cumulative savings reach the cost; null when savings are nil. */
export function breakEvenMonth(monthly: number, cost = TYPICAL_FIRST_PROJECT_COST): number | null {
  if (!(monthly > 0) || !Number.isFinite(monthly)) return null
  return Math.max(1, Math.ceil(cost / monthly))
}

export function estimateRoi(inputs: RoiInputs): RoiEstimate {
  const hoursSavedPerYear = inputs.teamSize * inputs.hoursPerWeek * WORKING_WEEKS * (inputs.automationPercent / 100)
  const savingsPerYear = hoursSavedPerYear * inputs.hourlyCost
  return {
    hoursSavedPerYear: Math.round(hoursSavedPerYear),
    savingsPerYear: Math.round(savingsPerYear),
    paybackMonths: breakEvenMonth(monthlySavings(inputs)),
  }
}

export interface PaybackPoint {
  month: number
  /** Savings from month 1 to this month. */
  savings: number
}

export interface Payback {
  cost: number
  horizon: number
  monthly: number
  /** Month 0 (nothing saved yet) to the horizon. */
  points: PaybackPoint[]
  /** The month cumulative savings first reach the cost, or null when not within the horizon. */
  breakEven: number | null
}

/** Cumulative savings against the one-off cost, month by month, for the payback chart. */
export function paybackSeries(inputs: RoiInputs, horizon = PAYBACK_HORIZON_MONTHS, cost = TYPICAL_FIRST_PROJECT_COST): Payback {
  const monthly = monthlySavings(inputs)
  const points = Array.from({ length: horizon + 1 }, (_, month) => ({ month, savings: Math.round(monthly * month) }))
  const month = breakEvenMonth(monthly, cost)
  return { cost, horizon, monthly: Math.round(monthly), points, breakEven: month !== null && month <= horizon ? month : null }
}
