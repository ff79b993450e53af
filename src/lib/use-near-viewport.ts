import { startTransition, useEffect, useState, type RefObject } from 'react'

/** How far below (or above) the viewport an element counts as near: a screen's flick ahead. */
const NEAR = '400px 0px'

const waiting = new Map<Element, () => void>()
let observer: IntersectionObserver | null = null

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        waiting.get(entry.target)?.()
        waiting.delete(entry.target)
        observer?.unobserve(entry.target)
      }
    },
    { rootMargin: NEAR },
  )
  return observer
}

/**
 * Whether the element has come near the viewport (once true, it stays true): for work a
 * visitor only needs once they reach the element, so that a phone never pays for it on a
 * visit that does not get that far. False while prerendering and during hydration; true at
 * once where IntersectionObserver is missing.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      startTransition(() => setNear(true))
      return
    }
    waiting.set(element, () => startTransition(() => setNear(true)))
    sharedObserver().observe(element)
    return () => {
      waiting.delete(element)
      observer?.unobserve(element)
    }
  }, [near, ref])
  return near
}
