/** How far below (or above) the viewport an element counts as near: a screen's flick ahead. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px'

/**
 * Calls `callback` once, as soon as one of `elements` is near the viewport (at once if one is
 * already, in the observer's first report). Nothing happens for no elements or without
 * IntersectionObserver.
 */
export function whenNear(elements: Iterable<Element>, callback: () => void): void {
  const targets = Array.from(elements)
  if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      callback()
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  )
  for (const target of targets) observer.observe(target)
}
