import { useEffect, useState, useSyncExternalStore } from 'react'
import type { AnyStateMachine } from 'xstate'
import { onFirstIntent } from './first-intent'
import { LazyActor, type LazyActorOptions } from './lazy-actor'

export interface UseLazyActorOptions<TMachine extends AnyStateMachine, TView> extends LazyActorOptions<TMachine, TView> {
  /**
   * Start before the first event: at the visitor's first sign of intent on the page
   * ('intent'), or at intent or after that many milliseconds, whichever comes first (a number).
   */
  startEarly?: 'intent' | number
}

/**
 * A component's machine, started on first use (see LazyActor). The prerender and
 * hydration render `initialView`, so the HTML matches; the component then re-renders
 * with each view the running actor produces.
 */
export function useLazyActor<TMachine extends AnyStateMachine, TView>(options: UseLazyActorOptions<TMachine, TView>) {
  const [lazy] = useState(() => new LazyActor(options))
  const view = useSyncExternalStore(lazy.subscribe, lazy.getView, lazy.getInitialView)
  const { startEarly } = options

  useEffect(() => {
    const cancelIntent = startEarly === undefined ? () => {} : onFirstIntent(() => void lazy.start())
    const timer = typeof startEarly === 'number' ? window.setTimeout(() => void lazy.start(), startEarly) : undefined
    return () => {
      cancelIntent()
      window.clearTimeout(timer)
      lazy.stop()
    }
    // startEarly is read once: a machine's start policy does not change while it is mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lazy])

  // isRunning reads the store itself: an event handler from an earlier render still gets the truth.
  return { view, send: lazy.send, start: lazy.start, isRunning: lazy.isRunning }
}
