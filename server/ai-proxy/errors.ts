/**
 * The proxy's own error answers: always `{ error: { message } }` (the shape the openai
 * SDK reads), never an upstream body or header.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export function aiError(c: Context, status: ContentfulStatusCode, message: string, headers?: Record<string, string>) {
  return c.json({ error: { message } }, status, headers)
}

/** Same, for places that have no Context (timeouts, the fetch of the upstream). */
export function aiErrorResponse(status: number, message: string, headers?: Record<string, string>): Response {
  return Response.json({ error: { message } }, { status, headers })
}

export const messages = {
  notConfigured: 'The AI assistant is not configured on this server.',
  notFound: 'There is no such AI endpoint.',
  methodNotAllowed: 'Use POST for this AI endpoint.',
  rateLimited: 'Too many AI requests from this address; please wait a moment.',
  bodyTooLarge: 'The request body is too large.',
  textTooLong: 'The request carries too much text.',
  invalidJson: 'The request body is not valid JSON.',
  timeout: 'The AI service took too long to answer.',
  upstreamBusy: 'The AI service is busy; please try again shortly.',
  upstreamFailed: 'The AI service could not answer.',
} as const
