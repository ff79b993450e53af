/**
 * Named scenarios: each is a set of handlers layered over the happy-path defaults.
 * The browser (?scenario=NAME or the QA panel), Vitest (useScenario) and Playwright
 * (?scenario=NAME) all pick them by these names (listed in scenario-catalog.ts).
 */
import type { HttpHandler } from 'msw'
import { emailjsHandlers } from './handlers/emailjs'
import type { ScenarioName } from './scenario-catalog'

export { isScenarioName, scenarioLabels, type ScenarioName } from './scenario-catalog'

/** Happy paths for every outside service. */
export const defaultHandlers: HttpHandler[] = [emailjsHandlers.ok]

const scenarioHandlers: Record<ScenarioName, HttpHandler[]> = {
  default: [],
  'email-ok': [emailjsHandlers.ok],
  'email-451': [emailjsHandlers.unavailableForHeadless],
  'email-403': [emailjsHandlers.forbidden],
  'email-429': [emailjsHandlers.tooManyRequests],
  'email-500': [emailjsHandlers.serverError],
  'email-offline': [emailjsHandlers.offline],
  'email-slow': [emailjsHandlers.slow],
}

export function handlersFor(name: ScenarioName): HttpHandler[] {
  return scenarioHandlers[name]
}
