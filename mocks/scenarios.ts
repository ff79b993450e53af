/**
 * Named scenarios: each is a set of handlers layered over the happy-path defaults.
 * The browser (?scenario=NAME or the QA panel), Vitest (useScenario) and Playwright
 * (?scenario=NAME) all pick them by these names.
 */
import type { HttpHandler } from 'msw'
import { emailjsHandlers } from './handlers/emailjs'

export interface Scenario {
  label: string
  handlers: HttpHandler[]
}

/** Happy paths for every outside service. */
export const defaultHandlers: HttpHandler[] = [emailjsHandlers.ok]

export const scenarios = {
  default: { label: 'Everything works', handlers: [] },
  'email-ok': { label: 'Email: sent', handlers: [emailjsHandlers.ok] },
  'email-451': { label: 'Email: 451 Unavailable For Headless Browser', handlers: [emailjsHandlers.unavailableForHeadless] },
  'email-403': { label: 'Email: 403 Forbidden', handlers: [emailjsHandlers.forbidden] },
  'email-429': { label: 'Email: 429 Too Many Requests', handlers: [emailjsHandlers.tooManyRequests] },
  'email-500': { label: 'Email: 500 server error', handlers: [emailjsHandlers.serverError] },
  'email-offline': { label: 'Email: network down', handlers: [emailjsHandlers.offline] },
  'email-slow': { label: 'Email: slow (2.5 s)', handlers: [emailjsHandlers.slow] },
} satisfies Record<string, Scenario>

export type ScenarioName = keyof typeof scenarios

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.hasOwn(scenarios, value)
}

export function handlersFor(name: ScenarioName): HttpHandler[] {
  return scenarios[name].handlers
}
