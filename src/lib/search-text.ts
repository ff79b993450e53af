/**
 * Text from a link's search params, for display and pre-filling only. These parsers
 * run in every page's first load (the router validates search params up front), so
 * they are plain functions rather than schemas: valibot loads with a form's first use.
 *
 * The router turns "?title=2025" into a number, so numbers and booleans count as text;
 * control characters become spaces; the result is trimmed and capped. Anything else
 * (objects, arrays, null) is unusable. Nothing here ever throws.
 */

/** Optional link text: anything unusable (or nothing) is undefined. */
export function searchText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined
  return (
    String(value)
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .slice(0, max)
      .trimEnd()
  )
}

/** Link text with a default for when it is missing, empty or unusable. */
export function searchTextOr(value: unknown, max: number, defaultValue: string): string {
  return searchText(value, max) || defaultValue
}

/** One of the allowed values, or undefined. */
export function searchChoice<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((choice) => choice === value)
}
