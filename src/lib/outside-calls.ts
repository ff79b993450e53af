/**
 * Calls to outside services wait for this before going out. Demo and development
 * builds register the mock worker's start-up here (src/main.tsx); it runs on the first
 * outside call, not on page load, so demo mode costs a visitor's first load nothing.
 * With nothing registered, calls go out at once.
 */
type Start = () => Promise<unknown>

let start: Start | null = null
let ready: Promise<void> | null = null

/** Registers what must run once before the first outside call (replacing any earlier one). */
export function prepareOutsideCallsWith(startUp: Start | null): void {
  start = startUp
  ready = null
}

export function whenOutsideCallsReady(): Promise<void> {
  if (!start) return Promise.resolve()
  ready ??= start().then(
    () => undefined,
    (error: unknown) => {
      // If the mocks cannot start, calls go to the network rather than hang.
      console.warn('Mock service worker could not start; outside calls will go to the network.', error)
    },
  )
  return ready
}
