/**
 * A deliberately conservative estimate of what automating repetitive work is worth.
 * Pure, so the page and its tests share one formula.
 */
export interface RoiInputs {
  /** People who do the repetitive work. */
  teamSize: number
  /** Hours each person spends on it per week. */
  hoursPerWeek: number
  /** Fully loaded cost of one hour of their time, in dollars. */
  hourlyCost: number
  /** Share of those hours automation takes over, 0-100. */
  automationPercent: number
}

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

export const limits = {
  teamSize: { min: 1, max: 10_000 },
  hoursPerWeek: { min: 0.5, max: 40 },
  hourlyCost: { min: 10, max: 500 },
  automationPercent: { min: 5, max: 90 },
} as const satisfies Record<keyof RoiInputs, { min: number; max: number }>

export const defaultInputs: RoiInputs = { teamSize: 20, hoursPerWeek: 6, hourlyCost: 55, automationPercent: 40 }

export function estimateRoi(inputs: RoiInputs): RoiEstimate {
  const hoursSavedPerYear = inputs.teamSize * inputs.hoursPerWeek * WORKING_WEEKS * (inputs.automationPercent / 100)
  const savingsPerYear = hoursSavedPerYear * inputs.hourlyCost
  const monthly = savingsPerYear / 12
  return {
    hoursSavedPerYear: Math.round(hoursSavedPerYear),
    savingsPerYear: Math.round(savingsPerYear),
    paybackMonths: monthly > 0 ? Math.max(1, Math.ceil(TYPICAL_FIRST_PROJECT_COST / monthly)) : null,
  }
}

/** Reads a typed field: a message for the visitor when it is not a number in range. */
export function checkField(name: keyof RoiInputs, raw: string): { value: number } | { error: string } {
  const { min, max } = limits[name]
  const value = Number(raw.replace(/[,\s$%]/g, ''))
  if (raw.trim() === '' || !Number.isFinite(value)) return { error: 'Enter a number.' }
  if (value < min || value > max) return { error: `Enter a number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.` }
  return { value }
}
