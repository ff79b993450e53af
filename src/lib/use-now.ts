import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/** A minute is fine enough for "has this session started?", and keeps the snapshot stable between reads. */
const STEP_MS = 60_000

let latest = 0

function browserNow(): number {
  const now = Date.now()
  // React reads the snapshot several times per render: the same value unless a minute has passed.
  if (Math.abs(now - latest) >= STEP_MS) latest = now
  return latest
}

/**
 * The time to decide what is still to come (ms since the epoch): the build's time while
 * prerendering and hydrating, so the first render matches the prerendered HTML, then the
 * browser's clock (a prerendered page can outlive its build). Reading it costs nothing.
 */
export function useNow(): number {
  return useSyncExternalStore(noop, browserNow, () => __BUILD_TIME__)
}
