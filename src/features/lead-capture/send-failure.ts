import type { SendFailure } from '@machines/form-values'

/** Thrown when a send takes longer than we let it. */
export class SendTimeoutError extends Error {
  constructor() {
    super('The request timed out')
    this.name = 'SendTimeoutError'
  }
}

/**
 * Puts an EmailJS or network failure into words a visitor can act on. EmailJS
 * rejects with `{ status, text }` for HTTP errors and a TypeError when offline.
 */
export function describeSendFailure(error: unknown, online = typeof navigator === 'undefined' || navigator.onLine): SendFailure {
  if (error instanceof SendTimeoutError) {
    return { kind: 'timeout', message: 'The request took too long to complete. Please check your connection and try again.' }
  }
  const status = error && typeof error === 'object' && 'status' in error ? Number((error as { status: unknown }).status) : NaN
  if (status === 429) {
    return { kind: 'rate-limited', message: 'Too many requests in a short time. Please wait a minute, then try again.' }
  }
  if (status === 451) {
    return {
      kind: 'blocked-browser',
      message: 'Our email service does not accept messages from automated or headless browsers. Please use a regular browser or email us directly.',
    }
  }
  if (status === 403) {
    return { kind: 'forbidden', message: 'Our email service refused the request. Please email us directly while we look into it.' }
  }
  if (status >= 500 && status < 600) {
    return { kind: 'server', message: 'Our email service is having problems right now. Please try again in a few minutes.' }
  }
  if (!online || error instanceof TypeError) {
    return { kind: 'offline', message: 'We could not reach our email service. Check your internet connection and try again.' }
  }
  return { kind: 'unknown', message: 'An unexpected error stopped your message from being sent.' }
}
