import { setupServer } from 'msw/node'
import { defaultHandlers, handlersFor, type ScenarioName } from './scenarios'

/** The mock layer for Vitest: the same handlers and scenarios as the browser. */
export const server = setupServer(...defaultHandlers)

/** Switches the running test to a named scenario (reset after each test). */
export function useScenario(name: ScenarioName): void {
  server.use(...handlersFor(name))
}
