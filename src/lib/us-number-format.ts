/**
 * The site's number formats (US English, its one locale), written out instead of built
 * with `Intl.NumberFormat`: building one loads the locale's number data, and the ROI
 * calculator's five were built as its modules were evaluated, in one task right after the
 * first paint that a slow phone felt (decision 0013). Written out, they also read the same
 * in the prerender and in the browser, whose ICU data differ (Node's wrote '$100.0K' where
 * Chromium wrote '$100K', and a mismatch re-renders the page). Each function gives what
 * `Intl.NumberFormat('en-US', …)` gives with the options it names (`usFormatOptions`;
 * tests/lib/us-number-format.test.ts compares them over many values).
 */

/**
 * |x| × 10^places rounded half up, as Intl rounds: on the number's shortest decimal form
 * (`String(9.95)` is '9.95', so it rounds up to 10, where `toFixed` sees the binary value
 * just below and rounds down).
 */
function roundedUnits(abs: number, places: number): bigint {
  // String() writes an exponent below 10^-6; toFixed's 20 places hold any digit that can round up here.
  const decimal = abs < 1e-6 ? abs.toFixed(20) : String(abs)
  const [whole = '0', fraction = ''] = decimal.split('.')
  const digits = whole + fraction
  const shift = places - fraction.length
  if (shift >= 0) return BigInt(digits) * 10n ** BigInt(shift)
  const kept = digits.length + shift
  if (kept < 0) return 0n
  return (kept === 0 ? 0n : BigInt(digits.slice(0, kept))) + (digits[kept]! >= '5' ? 1n : 0n)
}

/** `units` hundredths (for `places` 2) and so on, written `1,234.5`: thousands grouped, trailing zeros dropped. */
function written(units: bigint, places: number): string {
  const text = units.toString().padStart(places + 1, '0')
  const whole = text.slice(0, text.length - places).replace(/\B(?=(\d{3})+$)/g, ',')
  const fraction = text.slice(text.length - places).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** The `Intl.NumberFormat('en-US', …)` options each function writes out. */
export const usFormatOptions = {
  number: {},
  dollars: { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
  compactDollars: { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 },
} as const satisfies Record<string, Intl.NumberFormatOptions>

/** What is not written out here (not a number, infinite, 10^21 or more) is left to Intl: never met on the site, never a crash. */
const byIntl = (x: number, options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options).format(x)
const writable = (x: number) => Math.abs(x) < 1e21

/** Intl writes a minus for every negative number, -0 and what rounds to zero included. */
const sign = (x: number) => (x < 0 || Object.is(x, -0) ? '-' : '')

/** `new Intl.NumberFormat('en-US').format(x)`: `12,480` (up to three decimals). */
export function usNumber(x: number): string {
  if (!writable(x)) return byIntl(x, usFormatOptions.number)
  return sign(x) + written(roundedUnits(Math.abs(x), 3), 3)
}

/** `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })`: `$68,640`. */
export function usDollars(x: number): string {
  if (!writable(x)) return byIntl(x, usFormatOptions.dollars)
  return `${sign(x)}$${written(roundedUnits(Math.abs(x), 0), 0)}`
}

const compactUnits = ['', 'K', 'M', 'B', 'T'] as const
const largestUnit = compactUnits.length - 1

/**
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact',
 * minimumFractionDigits: 0, maximumFractionDigits: 1 })`: `$45K`,
 * `$12.5K`, `$1.2M`. A value that rounds up to a thousand of its unit takes the next one
 * (`999,960` → `$1M`).
 */
export function usCompactDollars(x: number): string {
  if (!writable(x)) return byIntl(x, usFormatOptions.compactDollars)
  const abs = Math.abs(x)
  let unit = 0
  while (unit < largestUnit && abs >= 1000 ** (unit + 1)) unit++
  // Tenths of the unit.
  let tenths = roundedUnits(abs, 1 - 3 * unit)
  if (tenths >= 10_000n && unit < largestUnit) tenths = roundedUnits(abs, 1 - 3 * ++unit)
  // A thousand trillion and more: Intl writes it ungrouped ('$1500T').
  if (tenths >= 10_000n) return byIntl(x, usFormatOptions.compactDollars)
  return `${sign(x)}$${written(tenths, 1)}${compactUnits[unit]}`
}
