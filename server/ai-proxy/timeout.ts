/**
 * Hono's timeout middleware around the upstream call: after `ms` without an answer
 * (response headers for a stream, the whole body otherwise) the client gets a 504 JSON
 * error and the upstream request is aborted through `c.var.upstreamSignal`.
 */
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import { timeout } from 'hono/timeout'
import { aiErrorResponse, messages } from './errors.ts'

export type UpstreamSignalEnv = { Variables: { upstreamSignal: AbortSignal } }

export function upstreamTimeout(ms: number, log: (message: string) => void) {
  return createMiddleware<UpstreamSignalEnv>(async (c, next) => {
    const controller = new AbortController()
    c.set('upstreamSignal', controller.signal)
    const onTimeout = () => {
      log(`[ai-proxy] ${c.req.method} ${c.req.path} -> 504: no upstream answer within ${ms} ms`)
      controller.abort()
      return new HTTPException(504, { res: aiErrorResponse(504, messages.timeout) })
    }
    return timeout(ms, onTimeout)(c, next)
  })
}
