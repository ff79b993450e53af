import { setupWorker } from 'msw/browser'
import { SCENARIO_STORAGE_KEY, resolveScenario } from './scenario-choice'
import { defaultHandlers, handlersFor, type ScenarioName } from './scenarios'
import { workerUpdateRace } from './worker-update-race'

const worker = setupWorker(...defaultHandlers)
let active: ScenarioName = 'default'
const listeners = new Set<(name: ScenarioName) => void>()

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** Absorbs only MSW's worker-update race; every other uncaught error still surfaces. */
function absorbWorkerUpdateRace(event: PromiseRejectionEvent) {
  const reason: unknown = event.reason
  const message = reason instanceof Error ? reason.message : String(reason)
  if (workerUpdateRace.test(message)) event.preventDefault()
}

/** Starts the mock worker with the tab's scenario. Resolves once requests are intercepted. */
export async function startMockWorker(): Promise<void> {
  window.addEventListener('unhandledrejection', absorbWorkerUpdateRace)
  active = resolveScenario(window.location.search, safeSessionStorage())
  worker.use(...handlersFor(active))
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
  document.documentElement.dataset.mockScenario = active
  listeners.forEach((listener) => listener(active))
}

export function getActiveScenario(): ScenarioName {
  return active
}

/** Switches the tab to another scenario at once and remembers it. */
export function switchScenario(name: ScenarioName): void {
  active = name
  safeSessionStorage()?.setItem(SCENARIO_STORAGE_KEY, name)
  // Back to the defaults, then the scenario's handlers in front of them.
  worker.resetHandlers()
  worker.use(...handlersFor(name))
  document.documentElement.dataset.mockScenario = name
  listeners.forEach((listener) => listener(name))
}

export function onScenarioChange(listener: (name: ScenarioName) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
