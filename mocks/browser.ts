import { setupWorker } from 'msw/browser'
import { rememberScenario, resolveScenario, tabStorage } from './scenario-choice'
import { defaultHandlers, handlersFor, type ScenarioName } from './scenarios'
import { workerUpdateRace } from './worker-update-race'

const worker = setupWorker(...defaultHandlers)
let active: ScenarioName = 'default'
let starting: Promise<void> | null = null
/** Set once the QA panel picks a scenario: that choice beats a ?scenario= still in the URL. */
let switchedInPage = false

/** Absorbs only MSW's worker-update race; every other uncaught error still surfaces. */
function absorbWorkerUpdateRace(event: PromiseRejectionEvent) {
  const reason: unknown = event.reason
  const message = reason instanceof Error ? reason.message : String(reason)
  if (workerUpdateRace.test(message)) event.preventDefault()
}

function applyScenarioHandlers(name: ScenarioName) {
  active = name
  // Back to the defaults, then the scenario's handlers in front of them.
  worker.resetHandlers()
  worker.use(...handlersFor(name))
}

/**
 * Starts the mock worker (once) with the tab's scenario and resolves once requests are
 * intercepted. The app calls it on the first outside call, never on page load.
 */
export function startMockWorker(): Promise<void> {
  starting ??= (async () => {
    window.addEventListener('unhandledrejection', absorbWorkerUpdateRace)
    if (!switchedInPage) applyScenarioHandlers(resolveScenario(window.location.search, tabStorage()))
    await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
    // Marks the document as answered by the mocks (end-to-end tests read it).
    document.documentElement.dataset.mockScenario = active
  })()
  return starting
}

/** Switches the tab to another scenario and remembers it, whether or not the worker runs yet. */
export function switchScenario(name: ScenarioName): void {
  switchedInPage = true
  rememberScenario(name, tabStorage())
  applyScenarioHandlers(name)
  if (document.documentElement.dataset.mockScenario) document.documentElement.dataset.mockScenario = name
}
