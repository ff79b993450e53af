/**
 * Named scenarios: each is a set of handlers layered over the happy-path defaults.
 * The browser (?scenario=NAME or the QA panel), Vitest (useScenario) and Playwright
 * (?scenario=NAME) all pick them by these names (listed in scenario-catalog.ts).
 */
import type { HttpHandler } from 'msw'
import { emailjsHandlers } from './handlers/emailjs'
import { openAiHandlers } from './handlers/openai'
import type { ScenarioName } from './scenario-catalog'

export { isScenarioName, scenarioLabels, type ScenarioName } from './scenario-catalog'

/** Happy paths for every outside service. */
export const defaultHandlers: HttpHandler[] = [emailjsHandlers.ok, openAiHandlers.chatOk]

const scenarioHandlers: Record<ScenarioName, HttpHandler[]> = {
  default: [],
  'email-ok': [emailjsHandlers.ok],
  'email-451': [emailjsHandlers.unavailableForHeadless],
  'email-403': [emailjsHandlers.forbidden],
  'email-429': [emailjsHandlers.tooManyRequests],
  'email-500': [emailjsHandlers.serverError],
  'email-offline': [emailjsHandlers.offline],
  'email-slow': [emailjsHandlers.slow],
  'email-late': [emailjsHandlers.late],
  'recording-request-fails': [emailjsHandlers.recordingRequestFails],
  'chat-ok': [openAiHandlers.chatOk],
  'chat-error': [openAiHandlers.chatServerError],
  'chat-empty': [openAiHandlers.chatEmpty],
  'chat-slow': [openAiHandlers.chatSlow],
  'chat-stream-cut': [openAiHandlers.chatStreamCut],
  'chat-truncated': [openAiHandlers.chatTruncated],
  'ai-429': [openAiHandlers.tooManyRequests],
  'ai-403': [openAiHandlers.forbidden],
  'ai-451': [openAiHandlers.unavailableForLegalReasons],
  'ai-budget-spent': [openAiHandlers.budgetSpent],
  'ai-allowance-spent': [openAiHandlers.allowanceSpent],
  'ai-address-capped': [openAiHandlers.addressCapped],
}

export function handlersFor(name: ScenarioName): HttpHandler[] {
  return scenarioHandlers[name]
}
