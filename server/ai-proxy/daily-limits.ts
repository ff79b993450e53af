/**
 * The proxy's daily limits, counted in the store (all instances share them on Redis),
 * each with the UTC day in its key, so a new count starts at midnight UTC and an old
 * one simply expires:
 *
 *   allowance   questions per visitor session (the signed cookie, session.ts): 20 a day,
 *               as Vercel's AI chatbot template gives a guest             -> 429 daily_allowance_spent
 *   address cap provider calls per network address: 5% of the budget, so
 *               a handful of addresses (a script needs no cookie) can
 *               never spend the day for everyone                         -> 429 address_daily_cap
 *   budget      provider calls for the whole deploy (AI_DAILY_REQUEST_BUDGET),
 *               the last line                                            -> 503 daily_budget_spent
 *
 * A question costs at most two provider calls (its embedding, unless cached, and the
 * answer); "I don't know" costs none for the answer. The passages' embeddings, made once
 * per deploy by the server itself, are not counted.
 *
 * In the memory store, a flood of new counters drops those that expire soonest first:
 * allowances end with the day, address counters half an hour later and the budget an
 * hour later, so the budget is the last count ever forgotten.
 */
import { AI_ADDRESS_CAP_CODE, AI_ALLOWANCE_SPENT_CODE, AI_BUDGET_SPENT_CODE } from '../../src/shared/ai-contract.ts'
import { aiErrorResponse, messages } from './errors.ts'
import type { ProxyStore } from './store.ts'

export const DEFAULT_DAILY_REQUEST_BUDGET = 2_000
/** Questions a visitor's session may ask per UTC day. */
export const DEFAULT_DAILY_QUESTION_ALLOWANCE = 20
/** The share of the day's budget one network address may spend. */
export const ADDRESS_SHARE_OF_BUDGET = 0.05

const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

export interface DailyLimitsOptions {
  /** Provider calls per UTC day for the deploy. */
  budget: number
  /** Questions per session per UTC day. */
  questionAllowance?: number
  /** Share of the budget one address may spend (default 5%; at least one call). */
  addressShare?: number
  store: ProxyStore
  now: () => number
  log: (message: string) => void
}

export type CallRefusal = 'address-capped' | 'budget-spent'

/** The provider calls one address may make per day under this budget. */
export function addressCap(budget: number, share: number = ADDRESS_SHARE_OF_BUDGET): number {
  return Math.max(1, Math.floor(budget * share))
}

export function dailyLimits({ budget, questionAllowance = DEFAULT_DAILY_QUESTION_ALLOWANCE, addressShare, store, now, log }: DailyLimitsOptions) {
  const perAddress = addressCap(budget, addressShare)
  /** Today's counter at `name`, kept `graceMs` past the day's end (for instances whose clocks differ a little). */
  const countToday = async (name: string, graceMs: number) => {
    const time = now()
    const day = new Date(time).toISOString().slice(0, 10)
    return { day, count: await store.incr(`${name}:${day}`, DAY_MS - (time % DAY_MS) + graceMs) }
  }

  return {
    /** Counts a question of this session; false when today's allowance was already asked. */
    async askQuestion(session: string): Promise<boolean> {
      const { count } = await countToday(`allowance:${session}`, 0)
      return count <= questionAllowance
    },
    /**
     * Counts one provider call for this address and for the deploy; the refusal when the
     * call must not be made. An address over its cap spends nothing of the budget.
     */
    async spendCall(address: string): Promise<CallRefusal | null> {
      const ofAddress = await countToday(`calls:${address}`, 30 * MINUTE_MS)
      // Logged once per address and day, without the address (the log is no place for it).
      if (ofAddress.count === perAddress + 1) log(`[ai-proxy] a network address spent its daily share of ${perAddress} upstream calls (${ofAddress.day}, UTC)`)
      if (ofAddress.count > perAddress) return 'address-capped'
      const ofDeploy = await countToday('budget', 60 * MINUTE_MS)
      // Exactly one request, on one instance, is the first over the limit: logged once a day.
      if (ofDeploy.count === budget + 1) log(`[ai-proxy] daily budget of ${budget} upstream calls spent for ${ofDeploy.day} (UTC); answering 503 until midnight UTC`)
      return ofDeploy.count > budget ? 'budget-spent' : null
    },
    /** Seconds until midnight UTC, when every daily count starts again. */
    secondsToNewDay(): number {
      return Math.max(1, Math.ceil((DAY_MS - (now() % DAY_MS)) / 1000))
    },
  }
}

export type DailyLimits = ReturnType<typeof dailyLimits>

/** 503 with the code the assistant recognises (the openai SDK reads it into APIError.code). */
export function budgetSpentResponse(): Response {
  return aiErrorResponse(503, messages.budgetSpent, undefined, AI_BUDGET_SPENT_CODE)
}

/** 429 for this visitor's allowance or this address's share, until midnight UTC. */
export function dailyLimitResponse(refusal: 'allowance-spent' | 'address-capped', retryAfterSeconds: number): Response {
  const headers = { 'Retry-After': String(retryAfterSeconds) }
  return refusal === 'allowance-spent'
    ? aiErrorResponse(429, messages.allowanceSpent, headers, AI_ALLOWANCE_SPENT_CODE)
    : aiErrorResponse(429, messages.addressCapped, headers, AI_ADDRESS_CAP_CODE)
}
