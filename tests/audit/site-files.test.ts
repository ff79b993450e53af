import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { http, passthrough } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server as mockServer } from '@mocks/node'
import { serveBuild, waitForServer } from '../../scripts/audit/serve'
import { siteModeOf, sitemapPaths } from '../../scripts/audit/site-files'

describe("the build's own files, parsed", () => {
  it('lists the paths of a sitemap in its order, whatever the layout and entities', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://example.com/</loc></url>
  <url>
    <loc>
      https://example.com/services/sales-ai
    </loc>
    <lastmod>2025-06-01</lastmod>
  </url>
  <url><loc>https://example.com/blog?tag=a&amp;b</loc></url>
</urlset>`
    expect(sitemapPaths(xml)).toEqual(['/', '/services/sales-ai', '/blog'])
  })

  it("reads the site mode from the page's meta tag, in any attribute order", () => {
    expect(siteModeOf('<html><head><meta name="site-mode" content="demo" /></head></html>')).toBe('demo')
    expect(siteModeOf('<html><head><meta content="production" name="site-mode"></head></html>')).toBe('production')
    expect(siteModeOf('<html><head><meta name="description" content="demo"></head></html>')).toBe('unknown')
  })
})

describe('waiting for the server (wait-on)', () => {
  let server: Server | undefined
  // Requests to the local test server are real (the mock layer answers only outside services).
  beforeEach(() => mockServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())))
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  /** A server that answers 503 to its first `failures` requests, then 200. */
  async function startServer(failures: number) {
    let requests = 0
    server = createServer((_, response) => {
      requests++
      response.writeHead(requests > failures ? 200 : 503).end()
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, requests: () => requests }
  }

  it('polls until the server answers 2xx', async () => {
    const { url, requests } = await startServer(2)
    await waitForServer(url, { intervalMs: 20 })
    expect(requests()).toBeGreaterThanOrEqual(3)
  })

  it('gives up after its timeout with a readable error', async () => {
    const { url } = await startServer(Infinity)
    await expect(waitForServer(url, { timeoutMs: 300, intervalMs: 20 })).rejects.toThrow(`No answer from ${url} within 0.3 s`)
  })

  it("says so, with the server's own words, when the server stops before answering", async () => {
    await expect(serveBuild('no-such-build', 4399, { timeoutMs: 20_000 })).rejects.toThrow(/stopped \(exit code 1\)[\s\S]*No build at/)
  })
})
