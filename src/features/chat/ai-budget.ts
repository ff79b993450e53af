import { AI_BUDGET_SPENT_CODE } from '~/shared/ai-contract'

/**
 * Whether a failed AI call is the proxy saying the site's daily budget is spent: status
 * 503 with `code: AI_BUDGET_SPENT_CODE` in its JSON error, as the openai SDK's APIError
 * carries it (`code`, or the `error` body). Read by shape, so it needs no SDK import.
 */
export function isBudgetSpent(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { status, code, error: body } = error as { status?: unknown; code?: unknown; error?: unknown }
  if (status !== 503) return false
  const bodyCode = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined
  return code === AI_BUDGET_SPENT_CODE || bodyCode === AI_BUDGET_SPENT_CODE
}
