import { describe, expect, it } from 'vitest'
import { usCompactDollars, usDollars, usFormatOptions, usNumber } from '~/lib/us-number-format'

const intl = {
  number: new Intl.NumberFormat('en-US', usFormatOptions.number),
  dollars: new Intl.NumberFormat('en-US', usFormatOptions.dollars),
  compact: new Intl.NumberFormat('en-US', usFormatOptions.compactDollars),
}

/** A seeded generator: the same values on every run, so a failure can be run again. */
function values(count: number, seed: number, scale: number, whole: boolean): number[] {
  let state = seed
  const next = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31)
  return Array.from({ length: count }, () => {
    const magnitude = scale ** next()
    const value = whole ? Math.round(magnitude) : magnitude
    return next() < 0.2 ? -value : value
  })
}

/** What the calculator formats, and the edges of rounding and of each unit. */
const edges = [
  0, -0, 1e-7, -1e-7, 0.0005, 0.0004, 1.0005, 2.675, 0.4, -0.4, 0.5, 1, 1.25, 5.55, 9.94, 9.95, 12.35, 15.05, 123.45, 10, 45, 99.95, 100, 999, 999.4, 999.5, 999.94, 999.96, 1000, 1049, 1050, 1051, 12_340, 12_350, 12_450, 45_000,
  99_949, 99_950, 999_949, 999_950, 999_960, 1_000_000, 1_234_567, 1_250_000, 9_999_999, 123_456_789, 999_950_000, 1e9, 9.4e9, 1.5e12, 999.94e12, 999.96e12, 1.5e15, 1e21, -1e22, NaN, Infinity, -Infinity,
]

describe('US number formats without Intl', () => {
  it('format as Intl.NumberFormat does, at the edges of rounding and of each unit', () => {
    for (const x of edges) {
      expect(usNumber(x), `usNumber(${x})`).toBe(intl.number.format(x))
      expect(usDollars(x), `usDollars(${x})`).toBe(intl.dollars.format(x))
      expect(usCompactDollars(x), `usCompactDollars(${x})`).toBe(intl.compact.format(x))
    }
  })

  it('format as Intl.NumberFormat does for thousands of whole and fractional amounts', () => {
    for (const x of [...values(3000, 7, 1e13, true), ...values(3000, 11, 1e7, false)]) {
      expect(usNumber(x), `usNumber(${x})`).toBe(intl.number.format(x))
      expect(usDollars(x), `usDollars(${x})`).toBe(intl.dollars.format(x))
      expect(usCompactDollars(x), `usCompactDollars(${x})`).toBe(intl.compact.format(x))
    }
  })

  it('round a half up as Intl does, on the number as it is written', () => {
    // Binary doubles sit just below these halves; Intl rounds the written decimal.
    expect(usCompactDollars(9.95)).toBe('$10')
    expect(usNumber(1.0005)).toBe('1.001')
    expect(usCompactDollars(12_350)).toBe('$12.4K')
  })

  it('read as a visitor expects', () => {
    expect(usNumber(12_480)).toBe('12,480')
    expect(usNumber(2.5)).toBe('2.5')
    expect(usDollars(68_640)).toBe('$68,640')
    expect(usDollars(-12_000)).toBe('-$12,000')
    expect(usCompactDollars(45_000)).toBe('$45K')
    expect(usCompactDollars(12_500)).toBe('$12.5K')
    expect(usCompactDollars(1_200_000)).toBe('$1.2M')
  })
})
