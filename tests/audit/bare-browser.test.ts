/**
 * The browser the first-paint-to-hydrated benchmark loads pages in as a visitor's browser
 * runs them: commands reach the page, the emulation applies, and each page is a first visit.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ws } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { server as mockLayer } from '@mocks/node'
import { launchBareBrowser, type BareBrowser } from '../../scripts/audit/bare-browser.ts'

let server: Server
let origin: string
let browser: BareBrowser

beforeAll(async () => {
  server = createServer((_, response) => response.end('<!doctype html><meta name="viewport" content="width=device-width"><title>visit</title><p>first visit'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The DevTools connection is the test's subject, not an outside service: let it through.
  mockLayer.use(ws.link(/^ws:\/\/127\.0\.0\.1:\d+\/devtools\//).addEventListener('connection', ({ server: chromium }) => chromium.connect()))
  browser = await launchBareBrowser()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
})

async function load(path: string) {
  const page = await browser.newPage()
  await page.send('Page.enable')
  await page.send('Emulation.setDeviceMetricsOverride', { width: 375, height: 800, deviceScaleFactor: 1, mobile: true })
  await page.send('Page.navigate', { url: `${origin}${path}` })
  const evaluate = async (expression: string) => (await page.send<{ result: { value: unknown } }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })).result.value
  await expect.poll(() => evaluate('document.readyState')).toBe('complete')
  return { page, evaluate }
}

describe('the bare browser', () => {
  it('loads a page, reads it without the Runtime domain, and emulates the phone it is told', async () => {
    const { page, evaluate } = await load('/')
    expect(await evaluate('document.title')).toBe('visit')
    expect(await evaluate('innerWidth')).toBe(375)
    await page.close()
  })

  it('makes every page a first visit: nothing stored by one page is seen by the next', async () => {
    const first = await load('/')
    await first.evaluate("localStorage.setItem('seen', 'yes')")
    expect(await first.evaluate("localStorage.getItem('seen')")).toBe('yes')
    await first.page.close()
    const second = await load('/')
    expect(await second.evaluate("localStorage.getItem('seen')")).toBeNull()
    await second.page.close()
  })

  it('reports a command the page refuses, with its name', async () => {
    const page = await browser.newPage()
    await expect(page.send('Emulation.setCPUThrottlingRate', { rate: 'fast' })).rejects.toThrow(/Emulation\.setCPUThrottlingRate/)
    await page.close()
  })
})
