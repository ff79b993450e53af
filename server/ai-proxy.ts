/**
 * The AI proxy, mounted at AI_API_BASE_PATH (/api/ai/v1): the browser's openai SDK talks
 * to it with a placeholder key; it forwards POST /embeddings and POST /chat/completions
 * to the provider with the server's key, after these rules, one module each:
 *
 *   site-only.ts         another site's page (Origin, Sec-Fetch-Site) -> 403
 *   rate-limit.ts        per-client limit, 429 + Retry-After
 *   site-only.ts         a body that is not declared JSON -> 415
 *   bodyLimit (Hono)     MAX_REQUEST_BODY_BYTES, 413
 *   json-body.ts +
 *   validate.ts          JSON shape and caps (400/413); the system prompt rendered from the
 *                        server's own knowledge; model, max_tokens, temperature pinned
 *   timeout.ts           slow upstream -> 504, upstream request aborted
 *   embeddings-cache.ts  identical embeddings input -> no upstream call (and no budget spent)
 *   budget.ts            the deploy's daily upstream calls spent -> 503 daily_budget_spent
 *   upstream.ts          the only fetch to the provider; its errors -> our own (429/502)
 *
 * Rate-limit windows, the budget and the cache live in a ProxyStore: memory, or Redis
 * shared by every instance. Other methods on those paths answer 405, any other path 404,
 * all as JSON.
 */
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { CHAT_MODEL, EMBEDDING_MODEL, MAX_REQUEST_BODY_BYTES } from '../src/shared/ai-contract.ts'
import type { KnowledgeFile } from '../src/shared/assistant-knowledge.ts'
import { budgetSpentResponse, dailyBudget, DEFAULT_DAILY_REQUEST_BUDGET } from './ai-proxy/budget.ts'
import type { ClientKey } from './ai-proxy/client-address.ts'
import { createEmbeddingsCache, embeddingsCacheKey, PASSAGES_TTL_MS, QUESTION_TTL_MS } from './ai-proxy/embeddings-cache.ts'
import { aiError, messages } from './ai-proxy/errors.ts'
import { checkedJsonBody } from './ai-proxy/json-body.ts'
import { indexKnowledge } from './ai-proxy/knowledge.ts'
import { rateLimit, type RateLimitOptions } from './ai-proxy/rate-limit.ts'
import { jsonContentType, siteOnly } from './ai-proxy/site-only.ts'
import { createMemoryStore, type ProxyStore } from './ai-proxy/store.ts'
import { upstreamTimeout } from './ai-proxy/timeout.ts'
import { failureResponse, postUpstream, readJson, type Upstream, type UpstreamFailure } from './ai-proxy/upstream.ts'
import { checkChatRequest, checkEmbeddingsRequest } from './ai-proxy/validate.ts'

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1'

export interface AiProxyOptions {
  /** The provider key (OPENAI_API_KEY); never leaves the server. */
  apiKey: string
  /** The provider's API base (OPENAI_BASE_URL); default https://api.openai.com/v1. */
  baseUrl?: string
  /** OPENAI_CHAT_MODEL, forwarded whatever the browser names; default CHAT_MODEL. */
  chatModel?: string
  /** OPENAI_EMBEDDING_MODEL, likewise; default EMBEDDING_MODEL. */
  embeddingModel?: string
  /** The build's knowledge: the only source of the system prompt and of embeddable passages. */
  knowledge: KnowledgeFile
  /** The fetch used for the provider; tests pass a fake. */
  fetch?: typeof fetch
  /** Who a request counts against for the rate limit; see clientKeyFor in ai-proxy/client-address.ts. */
  clientKey: ClientKey
  /** Origins of the site besides the request's own (VITE_SITE_ORIGIN). */
  siteOrigins?: readonly string[]
  /** Behind a trusted proxy (TRUST_PROXY set): the request's own origin comes from X-Forwarded-Proto / -Host. */
  trustProxy?: boolean
  /** Default 40 requests per 5 minutes per client. */
  rateLimit?: RateLimitOptions
  /** Upstream calls per UTC day for the whole deploy (AI_DAILY_REQUEST_BUDGET). Default 2,000. */
  dailyRequestBudget?: number
  /** Rate-limit windows, the budget and cached embeddings: Redis to share them between instances. Default: this process's memory. */
  store?: ProxyStore
  /** How long the provider may take to answer (headers, for streams). Default 20 s. */
  upstreamTimeoutMs?: number
  /** Retry-After (seconds) sent when the provider rate-limits us. Default 30. */
  upstreamRetryAfterSeconds?: number
  now?: () => number
  /** Where failures are logged (never with the key). Default console.error. */
  log?: (message: string) => void
}

const methodNotAllowed = (c: Context) => aiError(c, 405, messages.methodNotAllowed, { Allow: 'POST' })

export function createAiProxy(options: AiProxyOptions) {
  const log = options.log ?? ((message: string) => console.error(message))
  const now = options.now ?? Date.now
  const upstream: Upstream = {
    baseUrl: options.baseUrl || DEFAULT_OPENAI_BASE_URL,
    apiKey: options.apiKey,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    retryAfterSeconds: options.upstreamRetryAfterSeconds ?? 30,
    log,
  }
  const store = options.store ?? createMemoryStore({ now })
  const cache = createEmbeddingsCache(store)
  const budget = dailyBudget({ limit: options.dailyRequestBudget ?? DEFAULT_DAILY_REQUEST_BUDGET, store, now, log })
  const checks = {
    knowledge: indexKnowledge(options.knowledge),
    chatModel: options.chatModel || CHAT_MODEL,
    embeddingModel: options.embeddingModel || EMBEDDING_MODEL,
  }

  const guards = [
    siteOnly({ siteOrigins: options.siteOrigins, trustProxy: options.trustProxy }),
    rateLimit({ ...options.rateLimit, clientKey: options.clientKey, store, now, log }),
    jsonContentType,
    bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError: (c) => aiError(c, 413, messages.bodyTooLarge) }),
  ] as const
  const limitTime = upstreamTimeout(options.upstreamTimeoutMs ?? 20_000, log)

  const app = new Hono()

  app.post('/embeddings', ...guards, checkedJsonBody(checkEmbeddingsRequest(checks)), limitTime, async (c) => {
    const { body, ofPassages } = c.var.body
    const signal = c.var.upstreamSignal
    const key = await embeddingsCacheKey(body.model, body.input)
    const result = await cache.get<UpstreamFailure | 'budget-spent'>(key, ofPassages ? PASSAGES_TTL_MS : QUESTION_TTL_MS, async () => {
      if (!(await budget.spend())) return { ok: false, failure: 'budget-spent' }
      const sent = await postUpstream(upstream, '/embeddings', body, signal)
      return sent.ok ? readJson(upstream, '/embeddings', sent.response, signal) : sent
    })
    if (!result.ok) return result.failure === 'budget-spent' ? budgetSpentResponse() : failureResponse(result.failure)
    return c.body(result.json, 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })

  app.post('/chat/completions', ...guards, checkedJsonBody(checkChatRequest(checks)), limitTime, async (c) => {
    const body = c.var.body
    const signal = c.var.upstreamSignal
    if (!(await budget.spend())) return budgetSpentResponse()
    const sent = await postUpstream(upstream, '/chat/completions', body, signal)
    if (!sent.ok) return failureResponse(sent.failure)
    if (body.stream) {
      // The SSE body goes through as it comes; none of the upstream headers do.
      return new Response(sent.response.body, {
        headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
      })
    }
    const result = await readJson(upstream, '/chat/completions', sent.response, signal)
    if (!result.ok) return failureResponse(result.failure)
    return c.body(result.json, 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })

  app.all('/embeddings', methodNotAllowed)
  app.all('/chat/completions', methodNotAllowed)
  app.all('*', (c) => aiError(c, 404, messages.notFound))

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    log(`[ai-proxy] ${c.req.method} ${c.req.path} -> 500: ${String(error)}`)
    return aiError(c, 500, messages.upstreamFailed)
  })

  return app
}
