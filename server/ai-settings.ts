/**
 * The AI proxy's server-only settings, read from the environment and checked at start,
 * so a wrong value stops the server with its name instead of misbehaving later.
 */
import { CHAT_MODEL, EMBEDDING_MODEL } from '../src/shared/ai-contract.ts'
import { DEFAULT_DAILY_REQUEST_BUDGET } from './ai-proxy/daily-limits.ts'
import { parseTrustProxy, type TrustProxy } from './ai-proxy/client-address.ts'
import { normalOrigin } from './ai-proxy/site-only.ts'

export interface AiSettings {
  chatModel: string
  embeddingModel: string
  /** Upstream calls per UTC day for the deploy. */
  dailyRequestBudget: number
  trustProxy: TrustProxy
  /** Shared store for several instances; memory when absent. */
  redisUrl?: string
  /** VITE_SITE_ORIGIN, when set: the site's public origin (e.g. behind a TLS proxy). */
  siteOrigin?: string
  /** AI_SESSION_SECRET, when set: signs the session cookie and the assistant's turns (see main.ts for when it is not). */
  sessionSecret?: string
}

/** The shortest AI_SESSION_SECRET accepted: 32 characters (e.g. `openssl rand -base64 32` gives 44). */
export const MIN_SESSION_SECRET_CHARS = 32

type Env = Record<string, string | undefined>

export function readAiSettings(env: Env): { ok: true; settings: AiSettings } | { ok: false; error: string } {
  const budgetText = env.AI_DAILY_REQUEST_BUDGET?.trim()
  const dailyRequestBudget = budgetText ? Number(budgetText) : DEFAULT_DAILY_REQUEST_BUDGET
  if (!Number.isSafeInteger(dailyRequestBudget) || dailyRequestBudget < 0) {
    return { ok: false, error: `AI_DAILY_REQUEST_BUDGET=${budgetText} is not a whole number of upstream calls per day (default ${DEFAULT_DAILY_REQUEST_BUDGET}).` }
  }
  const trust = parseTrustProxy(env.TRUST_PROXY)
  if (!trust.ok) return trust
  const originText = env.VITE_SITE_ORIGIN?.trim()
  const siteOrigin = originText ? normalOrigin(originText) : undefined
  if (originText && !siteOrigin) return { ok: false, error: `VITE_SITE_ORIGIN=${originText} is not an http(s) origin.` }
  const sessionSecret = env.AI_SESSION_SECRET?.trim() || undefined
  if (sessionSecret && sessionSecret.length < MIN_SESSION_SECRET_CHARS) {
    return { ok: false, error: `AI_SESSION_SECRET is ${sessionSecret.length} characters: use a random secret of at least ${MIN_SESSION_SECRET_CHARS} (e.g. openssl rand -base64 32).` }
  }
  return {
    ok: true,
    settings: {
      chatModel: env.OPENAI_CHAT_MODEL?.trim() || CHAT_MODEL,
      embeddingModel: env.OPENAI_EMBEDDING_MODEL?.trim() || EMBEDDING_MODEL,
      dailyRequestBudget,
      trustProxy: trust.trustProxy,
      redisUrl: env.REDIS_URL?.trim() || undefined,
      siteOrigin,
      sessionSecret,
    },
  }
}
