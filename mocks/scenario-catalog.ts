/**
 * The names and labels of the mock scenarios, without their handlers: what the QA
 * panel and the scenario choice need, so showing the panel never loads MSW itself.
 */
export const scenarioLabels = {
  default: 'Everything works',
  'email-ok': 'Email: sent',
  'email-451': 'Email: 451 Unavailable For Headless Browser',
  'email-403': 'Email: 403 Forbidden',
  'email-429': 'Email: 429 Too Many Requests',
  'email-500': 'Email: 500 server error',
  'email-offline': 'Email: network down',
  'email-slow': 'Email: slow (2.5 s)',
} as const

export type ScenarioName = keyof typeof scenarioLabels

export const scenarioNames = Object.keys(scenarioLabels) as ScenarioName[]

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.hasOwn(scenarioLabels, value)
}
