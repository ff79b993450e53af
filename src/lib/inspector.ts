import type { InspectionEvent } from 'xstate'

type Inspect = (event: InspectionEvent) => void

let inspect: Inspect | undefined

/** The inspector's observer, once started; undefined in production and without ?inspect. */
export function getInspector(): Inspect | undefined {
  return inspect
}

/**
 * Development only: `?inspect` opens the Stately inspector and attaches it to every
 * machine started afterwards. The package is loaded on demand, so it costs the
 * production bundle nothing.
 */
export async function startInspectorIfAsked(search: string): Promise<void> {
  if (!import.meta.env.DEV || !new URLSearchParams(search).has('inspect')) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  inspect = createBrowserInspector().inspect as Inspect
}
