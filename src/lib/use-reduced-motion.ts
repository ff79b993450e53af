import { useSyncExternalStore } from 'react'

let list: MediaQueryList | undefined
/** One media query list for the page: each call to matchMedia makes one the browser keeps evaluating. */
function reducedMotionQuery(): MediaQueryList {
  list ??= window.matchMedia('(prefers-reduced-motion: reduce)')
  return list
}

/** Whether the visitor asks for reduced motion, now (for code outside React's render). */
export function prefersReducedMotion(): boolean {
  return reducedMotionQuery().matches
}

function subscribe(onChange: () => void) {
  const media = reducedMotionQuery()
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/** The visitor's reduced-motion setting, live (false while prerendering). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false)
}
