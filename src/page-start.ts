/**
 * What every page does as its code starts, hydrated whole (src/main.tsx) or by islands
 * (src/islands-main.tsx): the inspector when asked for, and in demo builds the mock layer readied for the first outside call.
 */
import { startInspectorIfAsked } from './lib/inspector'
import { prepareOutsideCallsWith } from './lib/outside-calls'

export async function beforeHydrating(): Promise<void> {
  // A compile-time constant: deploy builds contain none of this code.
  if (__DEMO_MODE__) {
    // Development and demo builds answer outside calls from the mock layer. MSW loads and its worker
    // registers on the first outside call, so a page load never pays for it; a failure to start never
    // blocks the site. Registered before anything hydrates: a form sent before the page ran is sent
    // as it hydrates (src/lib/early-submits.ts), and its call must meet the mocks, not the network.
    prepareOutsideCallsWith(() => import('@mocks/browser').then(({ startMockWorker }) => startMockWorker()))
  }
  await startInspectorIfAsked(window.location.search)
}
