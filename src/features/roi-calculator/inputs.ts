/**
 * The calculator's four inputs: their ranges, defaults, how typed text and the URL are
 * read. The route validates its search params with this module in every page's first
 * load, so it stays small and imports nothing.
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

export type RoiField = keyof RoiInputs

export const roiFields = ['teamSize', 'hoursPerWeek', 'hourlyCost', 'automationPercent'] as const satisfies readonly RoiField[]

export const limits = {
  teamSize: { min: 1, max: 10_000 },
  hoursPerWeek: { min: 0.5, max: 40 },
  hourlyCost: { min: 10, max: 500 },
  automationPercent: { min: 5, max: 90 },
} as const satisfies Record<RoiField, { min: number; max: number }>

/** Counted, not measured: a team of 12.5 people is a typing slip. */
const wholeNumberFields: readonly RoiField[] = ['teamSize']

export const defaultInputs: RoiInputs = { teamSize: 20, hoursPerWeek: 6, hourlyCost: 55, automationPercent: 40 }

/** Reads a typed field: a message for the visitor when it is not a number in range. */
export function checkField(name: RoiField, raw: string): { value: number } | { error: string } {
  const { min, max } = limits[name]
  const value = Number(raw.replace(/[,\s$%]/g, ''))
  if (raw.trim() === '' || !Number.isFinite(value)) return { error: 'Enter a number.' }
  if (value < min || value > max) return { error: `Enter a number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.` }
  if (wholeNumberFields.includes(name) && !Number.isInteger(value)) return { error: 'Enter a whole number.' }
  return { value }
}

/**
 * /roi-calculator?teamSize=..&hoursPerWeek=..&hourlyCost=..&automationPercent=..
 * Only in-range numbers are kept; a missing or bad value is left out (the calculator
 * then uses its default and says which link values it could not use). Never NaN,
 * never an error screen.
 */
export type RoiSearch = Partial<RoiInputs>

export function parseRoiSearch(search: Record<string, unknown>): RoiSearch {
  const result: RoiSearch = {}
  for (const name of roiFields) {
    const value = search[name]
    // The router reads '?teamSize=40' as the number 40; text such as '40' is accepted too.
    if (typeof value !== 'number' && typeof value !== 'string') continue
    const check = checkField(name, String(value))
    if ('value' in check) result[name] = check.value
  }
  return result
}

/** The link values present in the URL that `parseRoiSearch` could not use. */
export function rejectedSearchFields(raw: Record<string, unknown>, parsed: RoiSearch): RoiField[] {
  return roiFields.filter((name) => raw[name] !== undefined && parsed[name] === undefined)
}

/** The inputs a link opens: its values where usable, the defaults elsewhere. */
export function inputsFromSearch(search: RoiSearch): RoiInputs {
  return { ...defaultInputs, ...search }
}
