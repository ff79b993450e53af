import { startTransition, useEffect, useState } from 'react'

/**
 * Whether the whole prerendered page has hydrated. React hydrates the shell, then the page
 * (the router's outlet is a Suspense boundary), then the deferred extras, each in a commit of
 * its own: only the last one may say so (`markPageHydrated`). From then on a component that
 * mounts (another page, a panel that opens) renders its browser view at once.
 */
let pageHydrated = false

/**
 * Called once the last part of the prerendered page has hydrated (src/shell/DeferredExtras.tsx).
 * Also marks the document (`data-hydrated`): end-to-end tests, the audit's benchmarks and
 * monitoring wait for it.
 */
export function markPageHydrated() {
  pageHydrated = true
  document.documentElement.dataset.hydrated = 'true'
}

/**
 * False while prerendering and during hydration, true afterwards. Anything that
 * depends on the browser (URL search, storage) renders behind it so the first
 * client render matches the prerendered HTML.
 *
 * The switch after hydration is a transition, so React renders what changes in slices
 * between the browser's tasks. `useSyncExternalStore` with a server snapshot does it as a
 * synchronous render inside the task that runs hydration's effects: with it, the header's
 * mobile menu re-rendered there whole on every page (5-6 ms on a desktop CPU, four times
 * that on a mid-range phone), one long task right when the page becomes interactive.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
