import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/**
 * False while prerendering and during hydration, true afterwards. Anything that
 * depends on the browser (URL search, storage) renders behind it so the first
 * client render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false)
}
