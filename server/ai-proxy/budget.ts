/**
 * The deploy's daily spend ceiling (AI_DAILY_REQUEST_BUDGET): the calls forwarded to the
 * provider per UTC day, counted in the store, so all instances share one count. The day
 * is in the key: at UTC midnight a new count starts. Calls answered from the embeddings
 * cache cost nothing and are not counted.
 */
import { AI_BUDGET_SPENT_CODE } from '../../src/shared/ai-contract.ts'
import { aiErrorResponse, messages } from './errors.ts'
import type { ProxyStore } from './store.ts'

export const DEFAULT_DAILY_REQUEST_BUDGET = 2_000

const DAY_MS = 24 * 60 * 60 * 1000

export function dailyBudget({ limit, store, now, log }: { limit: number; store: ProxyStore; now: () => number; log: (message: string) => void }) {
  return {
    /** Counts one upstream call; false when today's budget is spent (the call must not be made). */
    async spend(): Promise<boolean> {
      const time = now()
      const day = new Date(time).toISOString().slice(0, 10)
      // Kept an hour past the day's end, for instances whose clocks differ a little.
      const count = await store.incr(`budget:${day}`, DAY_MS - (time % DAY_MS) + 60 * 60 * 1000)
      // Exactly one request, on one instance, is the first over the limit: logged once a day.
      if (count === limit + 1) log(`[ai-proxy] daily budget of ${limit} upstream calls spent for ${day} (UTC); answering 503 until midnight UTC`)
      return count <= limit
    },
  }
}

/** 503 with the code the assistant recognises (the openai SDK reads it into APIError.code). */
export function budgetSpentResponse(): Response {
  return aiErrorResponse(503, messages.budgetSpent, undefined, AI_BUDGET_SPENT_CODE)
}
