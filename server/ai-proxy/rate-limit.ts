/**
 * Per-client rate limit in fixed windows aligned to the clock, counted in the proxy's
 * store (shared by all instances on Redis). The window's start is in the key, so every
 * instance agrees on it and an old window simply expires.
 */
import type { MiddlewareHandler } from 'hono'
import type { ClientKey } from './client-address.ts'
import { aiError, messages } from './errors.ts'
import type { ProxyStore } from './store.ts'

export interface RateLimitOptions {
  /** Requests allowed per window and client (default 40). */
  limit?: number
  /** Window length in ms (default 5 minutes). */
  windowMs?: number
}

export function rateLimit({
  limit = 40,
  windowMs = 5 * 60_000,
  clientKey,
  store,
  now,
  log,
}: RateLimitOptions & { clientKey: ClientKey; store: ProxyStore; now: () => number; log: (message: string) => void }): MiddlewareHandler {
  return async (c, next) => {
    const client = clientKey(c)
    // Never one shared bucket for everyone: a request we cannot place is refused.
    if (client === undefined) {
      log(`[ai-proxy] ${c.req.method} ${c.req.path} -> 400: no client address`)
      return aiError(c, 400, messages.unknownClient)
    }
    const time = now()
    const window = Math.floor(time / windowMs)
    const count = await store.incr(`rate:${client}:${window}`, windowMs)
    if (count > limit) {
      const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - time) / 1000))
      return aiError(c, 429, messages.rateLimited, { 'Retry-After': String(retryAfter) })
    }
    return next()
  }
}
