import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  // A page scrolled before it hydrated (the prerender said "not scrolled") is read now,
  // not at the next scroll.
  onChange()
  return () => window.removeEventListener('scroll', onChange)
}

/** True once the page is scrolled more than `threshold` pixels (false when prerendering). */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  )
}
