// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMAILJS_SEND_URL } from '@mocks/handlers/emailjs'
import { server } from '@mocks/node'
import { SEND_TIMEOUT_MS } from '@machines/form-submission.machine'
import { sendEmail } from '~/features/lead-capture/emailjs-client'
import { prepareOutsideCallsWith } from '~/lib/outside-calls'
import { site } from '~/config/site'

afterEach(() => {
  vi.useRealTimers()
  prepareOutsideCallsWith(null)
  server.events.removeAllListeners()
})

describe('sending through EmailJS', () => {
  it('resolves when EmailJS answers OK', async () => {
    await expect(sendEmail('template_x', { to_email: 'a@b.co' })).resolves.toBeUndefined()
  })

  it('rejects with a readable failure when EmailJS answers 429', async () => {
    server.use(http.post(EMAILJS_SEND_URL, () => new Response('Too Many Requests', { status: 429 })))
    await expect(sendEmail('template_x', {})).rejects.toMatchObject({ kind: 'rate-limited' })
  })

  it('waits for a slow answer instead of giving up (the form tells the visitor, the send goes on)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let answer!: () => void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post(EMAILJS_SEND_URL, async () => {
        await answered
        return new Response('OK')
      }),
    )
    let settled = false
    const sending = sendEmail('template_x', {}).finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS + 1000)
    expect(settled).toBe(false)
    answer()
    await expect(sending).resolves.toBeUndefined()
  })

  it('posts the EmailJS REST body with the ids from the site config', async () => {
    const bodies: unknown[] = []
    server.events.on('request:start', async ({ request }) => void bodies.push(await request.clone().json()))
    await sendEmail('template_x', { to_email: 'a@b.co' })
    expect(bodies).toEqual([
      {
        lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        user_id: site.emailjs.publicKey,
        service_id: site.emailjs.serviceId,
        template_id: 'template_x',
        template_params: { to_email: 'a@b.co' },
      },
    ])
  })

  it('starts the mock worker of a demo build on the first call, once, and waits for it', async () => {
    let workerReady: () => void = () => {}
    let ready = false
    const startWorker = vi.fn(() => new Promise<void>((resolve) => (workerReady = resolve)))
    prepareOutsideCallsWith(startWorker)
    expect(startWorker).not.toHaveBeenCalled()
    // Whether the worker was ready when each request went out.
    const readyAtSend: boolean[] = []
    server.events.on('request:start', () => void readyAtSend.push(ready))
    let settled = false
    const sending = sendEmail('template_x', {}).finally(() => (settled = true))
    await vi.waitFor(() => expect(startWorker).toHaveBeenCalledTimes(1))
    // Had the send not waited for the worker, the SDK would be loading (or loaded) by now.
    await vi.dynamicImportSettled()
    expect(readyAtSend).toEqual([])
    expect(settled).toBe(false)
    ready = true
    workerReady()
    await sending
    await sendEmail('template_x', {})
    expect(startWorker).toHaveBeenCalledTimes(1)
    expect(readyAtSend).toEqual([true, true])
  })

  it('still sends when the mock worker cannot start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    prepareOutsideCallsWith(() => Promise.reject(new Error('no service worker')))
    await expect(sendEmail('template_x', {})).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not start'), expect.any(Error))
    warn.mockRestore()
  })

  it('says the service cannot be reached when the network is down', async () => {
    server.use(http.post(EMAILJS_SEND_URL, () => HttpResponse.error()))
    await expect(sendEmail('template_x', {})).rejects.toMatchObject({ kind: 'offline' })
  })
})
