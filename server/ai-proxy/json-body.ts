/**
 * Reads the request body as JSON and checks it (validate.ts): 400 for bad JSON or a
 * bad shape, 413 for too much text; the checked body is left in `c.var.body`.
 * The raw size cap (MAX_REQUEST_BODY_BYTES) is Hono's bodyLimit, which runs first.
 */
import { createMiddleware } from 'hono/factory'
import { aiError, messages } from './errors.ts'
import type { Checked } from './validate.ts'

export function checkedJsonBody<T>(check: (json: unknown) => Checked<T>) {
  return createMiddleware<{ Variables: { body: T } }>(async (c, next) => {
    let json: unknown
    try {
      json = JSON.parse(await c.req.text())
    } catch {
      return aiError(c, 400, messages.invalidJson)
    }
    const checked = check(json)
    if (!checked.ok) return aiError(c, checked.status, checked.message)
    c.set('body', checked.body)
    await next()
  })
}
