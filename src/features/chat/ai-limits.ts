import { AI_ADDRESS_CAP_CODE, AI_ALLOWANCE_SPENT_CODE, AI_BUDGET_SPENT_CODE } from '~/shared/ai-contract'

/**
 * Whether a failed AI call is the proxy saying a daily limit is reached: the status and
 * `code` of its JSON error, as the openai SDK's APIError carries it (`code`, or the
 * `error` body). Read by shape, so it needs no SDK import.
 */
function refusedWith(error: unknown, status: number, codes: readonly string[]): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { status: got, code, error: body } = error as { status?: unknown; code?: unknown; error?: unknown }
  if (got !== status) return false
  const bodyCode = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined
  return codes.some((expected) => code === expected || bodyCode === expected)
}

/** The site's daily budget is spent (503 daily_budget_spent). */
export const isBudgetSpent = (error: unknown) => refusedWith(error, 503, [AI_BUDGET_SPENT_CODE])

/** This browser's daily questions, or its network address's share of the day, are spent (429). */
export const isAllowanceSpent = (error: unknown) => refusedWith(error, 429, [AI_ALLOWANCE_SPENT_CODE, AI_ADDRESS_CAP_CODE])
