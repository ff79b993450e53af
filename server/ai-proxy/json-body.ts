/**
 * Reads the request body as JSON and checks it (validate.ts): 400 for bad JSON or a
 * bad shape, 413 for too much text; the checked body is left in `c.var.body`.
 * The raw size cap (MAX_REQUEST_BODY_BYTES) is Hono's bodyLimit, which runs first
 * and stops reading an oversized body early.
 */
import { createMiddleware } from 'hono/factory'
import { readRequestJson, type Checked } from '../../src/shared/ai-request.ts'
import { aiError } from './errors.ts'

export function checkedJsonBody<T>(check: (json: unknown) => Checked<T>) {
  return createMiddleware<{ Variables: { body: T } }>(async (c, next) => {
    const json = readRequestJson(await c.req.text())
    const checked = json.ok ? check(json.body) : json
    if (!checked.ok) return aiError(c, checked.status, checked.message)
    c.set('body', checked.body)
    await next()
  })
}
