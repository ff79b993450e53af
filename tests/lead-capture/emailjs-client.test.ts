import { delay, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMAILJS_SEND_URL } from '@mocks/handlers/emailjs'
import { server } from '@mocks/node'
import { SEND_TIMEOUT_MS, sendEmail } from '~/features/lead-capture/emailjs-client'

afterEach(() => vi.useRealTimers())

describe('sending through EmailJS', () => {
  it('resolves when EmailJS answers OK', async () => {
    await expect(sendEmail('template_x', { to_email: 'a@b.co' })).resolves.toBeUndefined()
  })

  it('rejects with a readable failure when EmailJS answers 429', async () => {
    server.use(http.post(EMAILJS_SEND_URL, () => new Response('Too Many Requests', { status: 429 })))
    await expect(sendEmail('template_x', {})).rejects.toMatchObject({ kind: 'rate-limited' })
  })

  it('gives up after the timeout and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    server.use(
      http.post(EMAILJS_SEND_URL, async () => {
        await delay('infinite')
        return new Response('OK')
      }),
    )
    const sending = sendEmail('template_x', {})
    const outcome = expect(sending).rejects.toMatchObject({ kind: 'timeout' })
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS + 10)
    await outcome
  })
})
