import { describe, expect, it } from 'vitest'
import { describeSendFailure, SendTimeoutError } from '~/features/lead-capture/send-failure'

const emailjsError = (status: number, text: string) => ({ status, text })

describe('what a visitor is told when a send fails', () => {
  it.each([
    [emailjsError(429, 'Too Many Requests'), 'rate-limited', /wait a minute/],
    [emailjsError(451, 'Unavailable For Headless Browser'), 'blocked-browser', /headless browsers/],
    [emailjsError(403, 'Forbidden'), 'forbidden', /email us directly/],
    [emailjsError(500, 'Internal Server Error'), 'server', /try again in a few minutes/],
    [emailjsError(503, 'Service Unavailable'), 'server', /try again in a few minutes/],
    [new TypeError('Failed to fetch'), 'offline', /internet connection/],
    [new SendTimeoutError(), 'timeout', /took too long/],
    [new Error('weird'), 'unknown', /unexpected/],
  ])('maps %o to %s', (error, kind, message) => {
    const failure = describeSendFailure(error, true)
    expect(failure.kind).toBe(kind)
    expect(failure.message).toMatch(message)
  })

  it('says offline when the browser is offline, whatever the error', () => {
    expect(describeSendFailure(new Error('x'), false).kind).toBe('offline')
  })
})
