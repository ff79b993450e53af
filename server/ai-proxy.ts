/**
 * The AI proxy, mounted at AI_API_BASE_PATH (/api/ai/v1): the browser's openai SDK talks
 * to it with a placeholder key; it forwards POST /embeddings and POST /chat/completions
 * to the provider with the server's key, after these rules, one module each:
 *
 *   rate-limit.ts        per-client limit, 429 + Retry-After
 *   bodyLimit (Hono)     MAX_REQUEST_BODY_BYTES, 413
 *   json-body.ts +
 *   validate.ts          JSON shape and caps (400/413); model, max_tokens, temperature pinned
 *   timeout.ts           slow upstream -> 504, upstream request aborted
 *   embeddings-cache.ts  identical embeddings input -> no second upstream call
 *   upstream.ts          the only fetch to the provider; its errors -> our own (429/502)
 *
 * Other methods on those paths answer 405, any other path 404, all as JSON.
 */
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { MAX_REQUEST_BODY_BYTES } from '../src/shared/ai-contract.ts'
import { createEmbeddingsCache, embeddingsCacheKey, type EmbeddingsCacheOptions } from './ai-proxy/embeddings-cache.ts'
import { aiError, messages } from './ai-proxy/errors.ts'
import { checkedJsonBody } from './ai-proxy/json-body.ts'
import { rateLimit, type ClientKey, type RateLimitOptions } from './ai-proxy/rate-limit.ts'
import { upstreamTimeout } from './ai-proxy/timeout.ts'
import { failureResponse, postUpstream, readJson, type Upstream } from './ai-proxy/upstream.ts'
import { checkChatRequest, checkEmbeddingsRequest } from './ai-proxy/validate.ts'

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1'

export interface AiProxyOptions {
  /** The provider key (OPENAI_API_KEY); never leaves the server. */
  apiKey: string
  /** The provider's API base (OPENAI_BASE_URL); default https://api.openai.com/v1. */
  baseUrl?: string
  /** The fetch used for the provider; tests pass a fake. */
  fetch?: typeof fetch
  /** Who a request counts against for the rate limit; see clientKeyFor in ai-proxy/rate-limit.ts. */
  clientKey?: ClientKey
  /** Default 40 requests per 5 minutes per client, 10,000 clients tracked. */
  rateLimit?: Omit<RateLimitOptions, 'clientKey' | 'now'>
  /** How long the provider may take to answer (headers, for streams). Default 20 s. */
  upstreamTimeoutMs?: number
  /** Retry-After (seconds) sent when the provider rate-limits us. Default 30. */
  upstreamRetryAfterSeconds?: number
  embeddingsCache?: EmbeddingsCacheOptions
  now?: () => number
  /** Where failures are logged (never with the key). Default console.error. */
  log?: (message: string) => void
}

const methodNotAllowed = (c: Context) => aiError(c, 405, messages.methodNotAllowed, { Allow: 'POST' })

export function createAiProxy(options: AiProxyOptions) {
  const log = options.log ?? ((message: string) => console.error(message))
  const upstream: Upstream = {
    baseUrl: options.baseUrl || DEFAULT_OPENAI_BASE_URL,
    apiKey: options.apiKey,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    retryAfterSeconds: options.upstreamRetryAfterSeconds ?? 30,
    log,
  }
  const cache = createEmbeddingsCache(options.embeddingsCache)

  const limitRate = rateLimit({ ...options.rateLimit, clientKey: options.clientKey, now: options.now })
  const limitBody = bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError: (c) => aiError(c, 413, messages.bodyTooLarge) })
  const limitTime = upstreamTimeout(options.upstreamTimeoutMs ?? 20_000, log)

  const app = new Hono()

  app.post('/embeddings', limitRate, limitBody, checkedJsonBody(checkEmbeddingsRequest), limitTime, async (c) => {
    const body = c.var.body
    const signal = c.var.upstreamSignal
    const result = await cache.get(await embeddingsCacheKey(body.model, body.input), async () => {
      const sent = await postUpstream(upstream, '/embeddings', body, signal)
      return sent.ok ? readJson(upstream, '/embeddings', sent.response, signal) : sent
    })
    if (!result.ok) return failureResponse(result.failure)
    return c.body(result.json, 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })

  app.post('/chat/completions', limitRate, limitBody, checkedJsonBody(checkChatRequest), limitTime, async (c) => {
    const body = c.var.body
    const signal = c.var.upstreamSignal
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
