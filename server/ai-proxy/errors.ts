/**
 * The proxy's own error answers: always `{ error: { message } }` (the shape the openai
 * SDK reads; it takes `error.code` into APIError.code), never an upstream body or header.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { bodyRefusals } from '../../src/shared/ai-request.ts'

export function aiError(c: Context, status: ContentfulStatusCode, message: string, headers?: Record<string, string>) {
  return c.json({ error: { message } }, status, headers)
}

/** Same, for places that have no Context (timeouts, the fetch of the upstream, the budget). */
export function aiErrorResponse(status: number, message: string, headers?: Record<string, string>, code?: string): Response {
  return Response.json({ error: code ? { message, code } : { message } }, { status, headers })
}

export const messages = {
  notConfigured: 'The AI assistant is not configured on this server.',
  notFound: 'There is no such AI endpoint.',
  methodNotAllowed: 'Use POST for this AI endpoint.',
  rateLimited: 'Too many AI requests from this address; please wait a moment.',
  unknownClient: 'The address of this request is unknown.',
  notTheSite: 'The AI assistant answers only the site it belongs to.',
  notJson: 'The request body must be JSON (Content-Type: application/json).',
  // Shared with the mocks, which refuse a body the same way.
  bodyTooLarge: bodyRefusals.tooLarge,
  budgetSpent: "The AI assistant has answered all it may today; please use the contact form, or try again tomorrow.",
  allowanceSpent: 'This browser has asked all the questions the AI assistant answers in a day; please use the contact form, or try again tomorrow.',
  addressCapped: 'This network address has asked all the AI assistant answers for one address in a day; please use the contact form, or try again tomorrow.',
  timeout: 'The AI service took too long to answer.',
  upstreamBusy: 'The AI service is busy; please try again shortly.',
  upstreamFailed: 'The AI service could not answer.',
} as const
