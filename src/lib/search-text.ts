import * as v from 'valibot'

/**
 * Text from a link's search params, for display and pre-filling only. The router
 * turns "?title=2025" into a number, so numbers and booleans count as text; control
 * characters become spaces; the result is trimmed and capped.
 */
const linkText = (max: number) =>
  v.pipe(
    v.union([v.string(), v.number(), v.boolean()]),
    v.transform((value) =>
      String(value)
        // eslint-disable-next-line no-control-regex -- stripping control characters is the point
        .replace(/[\u0000-\u001f\u007f]+/g, ' ')
        .trim()
        .slice(0, max)
        .trimEnd(),
    ),
  )

/** Optional link text: anything unusable (or nothing) is undefined; a bad value never throws. */
export function searchText(max: number) {
  return v.fallback(v.optional(linkText(max)), undefined)
}

/** Link text with a default for when it is missing, empty or unusable; never throws. */
export function searchTextOr(max: number, defaultValue: string) {
  return v.fallback(
    v.pipe(
      v.optional(linkText(max), defaultValue),
      v.transform((text) => text || defaultValue),
    ),
    defaultValue,
  )
}
