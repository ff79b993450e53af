/**
 * The brand typeface as the site ships it: Inter's variable Latin file from Fontsource
 * (weights 100-900) cut down to the characters the site writes: printable ASCII and the
 * typographic signs its text uses. 31 KB instead of 48 KB on every first visit
 * (decision 0017); a character outside the set is drawn by the metric-matched fallback.
 * `npm run fonts` writes the file; tests/fonts/brand-font.test.ts holds the committed
 * file, the stylesheet's unicode-range and the pages' text to this module.
 */
import { readFileSync } from 'node:fs'
import subsetFont from 'subset-font'

export const BRAND_FONT_SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
export const BRAND_FONT_FILE = 'src/assets/fonts/inter-site-wght.woff2'

/** The code points kept, as inclusive ranges. */
export const BRAND_FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // printable ASCII
  [0xa0, 0xa0], // no-break space
  [0xa3, 0xa3], // £
  [0xa9, 0xa9], // ©
  [0xae, 0xae], // ®
  [0xb0, 0xb1], // ° ±
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2264, 0x2265], // ≤ ≥
]

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0')

/** The ranges as the stylesheet's @font-face `unicode-range` writes them. */
export function brandFontUnicodeRange(): string {
  return BRAND_FONT_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ')
}

export function isBrandFontCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0
  return BRAND_FONT_RANGES.some(([from, to]) => code >= from && code <= to)
}

/** The shipped file's bytes, cut from the package's file (keeps the weight axis). */
export async function subsetBrandFont(source: Buffer = readFileSync(BRAND_FONT_SOURCE)): Promise<Buffer> {
  const text = BRAND_FONT_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('')
  return subsetFont(source, text, { targetFormat: 'woff2' })
}
