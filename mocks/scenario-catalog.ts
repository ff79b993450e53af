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
  'email-late': 'Email: answers after the 15 s timeout (20 s)',
  'recording-request-fails': 'Email: recording requests fail (500), other emails are sent',
  'chat-ok': 'Assistant: answers',
  'chat-error': 'Assistant: 500 server error',
  'chat-empty': 'Assistant: empty reply',
  'chat-slow': 'Assistant: slow first word (2.5 s)',
  'chat-stream-cut': 'Assistant: reply cut off mid-way',
  'chat-truncated': 'Assistant: reply reaches its length limit',
  'ai-429': 'Assistant: 429 Too Many Requests',
  'ai-403': 'Assistant: 403 Forbidden',
  'ai-451': 'Assistant: 451 Unavailable For Legal Reasons',
  'ai-budget-spent': "Assistant: the day's budget is spent (503)",
  'ai-allowance-spent': "Assistant: this browser's questions for the day are spent (429)",
  'ai-address-capped': "Assistant: this address's share of the day is spent (429)",
} as const

export type ScenarioName = keyof typeof scenarioLabels

export const scenarioNames = Object.keys(scenarioLabels) as ScenarioName[]

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.hasOwn(scenarioLabels, value)
}
