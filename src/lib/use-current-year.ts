import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/**
 * The current year. The prerendered page carries the build year; after hydration
 * the visitor's clock wins, without a hydration mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noop, () => new Date().getFullYear(), () => __BUILD_YEAR__)
}
