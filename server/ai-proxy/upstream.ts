/**
 * The one place that talks to the AI provider. The key is added here and nowhere else;
 * nothing of the client's request but the checked body goes out, and nothing of the
 * upstream answer but a successful body comes back. Failures become the proxy's own
 * short errors (see errors.ts) and the real cause is logged, with the key redacted:
 *
 *   upstream 429                     -> 429 with our own Retry-After
 *   our timeout (to headers)         -> 504
 *   any other status, network error,
 *   a body that is not JSON          -> 502
 */
import { aiErrorResponse, messages } from './errors.ts'

export interface Upstream {
  /** e.g. https://api.openai.com/v1 (no trailing slash needed). */
  baseUrl: string
  apiKey: string
  fetch: typeof fetch
  /** Retry-After sent when the provider rate-limits us. */
  retryAfterSeconds: number
  log: (message: string) => void
}

export interface UpstreamFailure {
  status: 429 | 502 | 504
  message: string
  headers?: Record<string, string>
}

export type UpstreamResult<T> = { ok: true } & T | { ok: false; failure: UpstreamFailure }

export type UpstreamPath = '/embeddings' | '/chat/completions'

/** Removes the key (and anything shaped like a provider key or bearer token) from text bound for the log. */
export function redact(text: string, apiKey: string): string {
  const withoutKey = apiKey ? text.split(apiKey).join('[redacted]') : text
  return withoutKey.replace(/\bsk-[A-Za-z0-9_*.-]{4,}/g, '[redacted]').replace(/(Bearer\s+)\S+/gi, '$1[redacted]')
}

const LOG_BODY_CHARS = 500

/** An error with its cause (fetch failures hide the reason, e.g. ECONNREFUSED, there). */
function describe(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined
  const detail = cause ? String(cause.code ?? cause.message ?? cause) : ''
  return detail ? `${String(error)} (${detail})` : String(error)
}

function failed(upstream: Upstream, path: UpstreamPath, cause: string, failure: UpstreamFailure): { ok: false; failure: UpstreamFailure } {
  upstream.log(`[ai-proxy] POST ${path} -> ${failure.status}: ${redact(cause, upstream.apiKey)}`)
  return { ok: false, failure }
}

/** The abort came from upstreamTimeout (timeout.ts), which has logged it already. */
const timedOut = (): { ok: false; failure: UpstreamFailure } => ({ ok: false, failure: { status: 504, message: messages.timeout } })

export async function postUpstream(
  upstream: Upstream,
  path: UpstreamPath,
  body: unknown,
  signal: AbortSignal,
): Promise<UpstreamResult<{ response: Response }>> {
  let response: Response
  try {
    response = await upstream.fetch(`${upstream.baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${upstream.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if (signal.aborted) return timedOut()
    return failed(upstream, path, `upstream unreachable: ${describe(error)}`, { status: 502, message: messages.upstreamFailed })
  }
  if (response.ok) return { ok: true, response }

  const text = await response.text().catch(() => '')
  const cause = `upstream answered ${response.status}: ${text.slice(0, LOG_BODY_CHARS)}`
  if (response.status === 429) {
    return failed(upstream, path, cause, {
      status: 429,
      message: messages.upstreamBusy,
      headers: { 'Retry-After': String(upstream.retryAfterSeconds) },
    })
  }
  return failed(upstream, path, cause, { status: 502, message: messages.upstreamFailed })
}

/** A successful non-streaming answer as JSON text (checked to parse). */
export async function readJson(
  upstream: Upstream,
  path: UpstreamPath,
  response: Response,
  signal: AbortSignal,
): Promise<UpstreamResult<{ json: string }>> {
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    if (signal.aborted) return timedOut()
    return failed(upstream, path, `upstream body failed: ${describe(error)}`, { status: 502, message: messages.upstreamFailed })
  }
  try {
    JSON.parse(text)
  } catch {
    return failed(upstream, path, `upstream body is not JSON: ${text.slice(0, LOG_BODY_CHARS)}`, {
      status: 502,
      message: messages.upstreamFailed,
    })
  }
  return { ok: true, json: text }
}

export function failureResponse(failure: UpstreamFailure): Response {
  return aiErrorResponse(failure.status, failure.message, failure.headers)
}
