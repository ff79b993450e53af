import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, expectNoLayoutShift, recordLayoutShifts, test, waitForHydration } from './fixtures'

/**
 * A page whose HTML arrives in two pieces, as on a mobile network where a packet comes late:
 * the browser must not paint the first piece alone (the header with half its navigation
 * would jump into place when the rest arrived), only the page's whole layout.
 */

/** How long the rest of the page keeps the visitor waiting: long enough for several frames. */
const STALL_MS = 600

interface Staller {
  origin: string
  close: () => Promise<void>
}

/**
 * A proxy in front of the site that sends `path`'s HTML up to just after `splitAfter`,
 * then the rest `STALL_MS` later. Every other request passes straight through.
 */
async function stallingProxy(siteOrigin: string, path: string, splitAfter: RegExp): Promise<Staller> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', siteOrigin), {
        method: request.method,
        headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
      })
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name)))
      response.writeHead(upstream.status, headers)
      const body = Buffer.from(await upstream.arrayBuffer())
      if (new URL(request.url ?? '/', siteOrigin).pathname !== path) return response.end(body)
      const html = body.toString('utf8')
      const match = splitAfter.exec(html)
      if (!match) throw new Error(`stallingProxy: ${splitAfter} is not in ${path}'s HTML`)
      const split = match.index + match[0].length
      response.write(html.slice(0, split))
      setTimeout(() => response.end(html.slice(split)), STALL_MS)
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502)
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    // The page is still open and may hold a keep-alive connection with a request on it: close
    // them all, or close() waits for the browser (a test once timed out here after passing).
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

const cases = [
  // The header's navigation cut after its first menu.
  { name: 'a service page, cut inside the header’s navigation', path: '/services/ai-implementation', width: 1280, splitAfter: /<nav aria-label="Main"[\s\S]*?<\/button>/ },
  // The page header cut after its title, on a phone.
  { name: 'the contact page on a phone, cut inside its page header', path: '/contact', width: 375, splitAfter: /<h1[^>]*>[^<]*<\/h1>/ },
]

for (const { name, path, width, splitAfter } of cases) {
  test(`${name}: the first frame waits for the whole layout, so nothing shifts`, async ({ page, baseURL, consoleErrors }) => {
    const proxy = await stallingProxy(baseURL!, path, splitAfter)
    try {
      await page.setViewportSize({ width, height: 800 })
      await recordLayoutShifts(page)
      await page.goto(proxy.origin + path)
      await waitForHydration(page)
      await expectNoLayoutShift(page)
      // The first paint came once the rest of the HTML (and with it the footer) had arrived.
      const { firstPaint, htmlEnd } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        htmlEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseEnd,
      }))
      expect(firstPaint).toBeGreaterThanOrEqual(htmlEnd!)
      expect(consoleErrors).toEqual([])
    } finally {
      await proxy.close()
    }
  })
}
