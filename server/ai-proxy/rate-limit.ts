/**
 * Per-client rate limit (fixed window) with bounded memory: at most `maxClients`
 * windows are kept; expired ones are dropped first, then the oldest.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { aiError, messages } from './errors.ts'

/** Who is asking: an address (or anything stable per visitor); undefined when unknown. */
export type ClientKey = (c: Context) => string | undefined

export interface RateLimitOptions {
  /** Requests allowed per window and client (default 40). */
  limit?: number
  /** Window length in ms (default 5 minutes). */
  windowMs?: number
  /** Most clients tracked at once (default 10,000). */
  maxClients?: number
  clientKey?: ClientKey
  now?: () => number
}

export function rateLimit({
  limit = 40,
  windowMs = 5 * 60_000,
  maxClients = 10_000,
  clientKey = () => undefined,
  now = Date.now,
}: RateLimitOptions = {}): MiddlewareHandler {
  // Insertion order is window-start order: a client is re-inserted when its new window starts.
  const windows = new Map<string, { count: number; resetAt: number }>()

  function evict(time: number) {
    for (const [key, window] of windows) {
      if (windows.size <= maxClients && window.resetAt > time) break
      windows.delete(key)
    }
  }

  return async (c, next) => {
    const time = now()
    const key = clientKey(c) ?? 'unknown'
    let window = windows.get(key)
    if (!window || window.resetAt <= time) {
      windows.delete(key)
      window = { count: 0, resetAt: time + windowMs }
      windows.set(key, window)
      evict(time)
    }
    window.count += 1
    if (window.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - time) / 1000))
      return aiError(c, 429, messages.rateLimited, { 'Retry-After': String(retryAfter) })
    }
    return next()
  }
}

/** IPv6 visitors usually hold a whole /64: count it as one client. */
export function addressKey(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (v4) return v4[1]!
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.split('%')[0]!.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`
}

/**
 * The client key: the connection's address, or, only when the server sits behind a
 * trusted reverse proxy, the address that proxy appended to X-Forwarded-For (the
 * last entry; earlier ones are whatever the client sent).
 */
export function clientKeyFor({
  connectionAddress,
  trustProxy = false,
}: {
  connectionAddress?: ClientKey
  trustProxy?: boolean
}): ClientKey {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim()
      if (forwarded) return addressKey(forwarded)
    }
    const address = connectionAddress?.(c)
    return address ? addressKey(address) : undefined
  }
}
