import { createHash } from 'node:crypto'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createApp, type AssetSource } from '../../server/app'
import { earlyInputScriptHash, themeScriptHash } from '../../server/security-headers'
import { EARLY_INPUT_SCRIPT } from '~/shared/early-input-script'
import { THEME_SCRIPT } from '~/shared/theme-script'

const encode = (text: string) => new TextEncoder().encode(text)
const page = (title: string) => encode(`<!doctype html><title>${title}</title>${'<p>content</p>'.repeat(200)}`)

/** A built file with the brotli and gzip copies the build writes beside it. */
const withCopies = (path: string, body: Uint8Array) => ({ [path]: body, [`${path}.br`]: new Uint8Array(brotliCompressSync(body)), [`${path}.gz`]: new Uint8Array(gzipSync(body)) })

const files: Record<string, Uint8Array> = {
  ...withCopies('/index.html', page('Home')),
  ...withCopies('/about/index.html', page('About')),
  ...withCopies('/404.html', page('Not found')),
  ...withCopies('/assets/index-abc123.js', encode('console.log(1)'.repeat(200))),
  // A page the build did not precompress (none does today): sent as it is, never compressed per request.
  '/plain/index.html': page('Plain'),
  '/robots.txt': encode('User-agent: *'),
  '/favicon.svg': encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  '/og-default.jpg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
}
const assets: AssetSource = { read: async (path) => files[path] ?? null }
const app = createApp({ assets })
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

/** The policy the site has always sent, spelled out: a change here is a security change. */
const expectedCsp = [
  "default-src 'self'",
  `script-src 'self' ${themeScriptHash} ${earlyInputScriptHash}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self' https://api.emailjs.com",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

describe('site server: static files', () => {
  it('serves a prerendered page by its clean URL, revalidated on each visit', async () => {
    const response = await get('/about')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('<title>About</title>')
  })

  it('serves / from index.html', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>Home</title>')
  })

  it('serves public files by name with their type', async () => {
    const robots = await get('/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(robots.headers.get('cache-control')).toBe('no-cache')
    expect(await robots.text()).toBe('User-agent: *')
    expect((await get('/favicon.svg')).headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  })

  it('caches hashed assets as immutable for a year', async () => {
    const response = await get('/assets/index-abc123.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })

  const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer())
  const about = files['/about/index.html']!

  it("sends the build's brotli copy to a client that accepts brotli, preferred to gzip", async () => {
    for (const acceptEncoding of ['br', 'gzip, deflate, br, zstd', 'br;q=0.5, gzip;q=1', '*']) {
      const response = await get('/about', { 'Accept-Encoding': acceptEncoding })
      expect(response.status, acceptEncoding).toBe(200)
      expect(response.headers.get('content-encoding'), acceptEncoding).toBe('br')
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      const body = await bytes(response)
      expect(response.headers.get('content-length')).toBe(String(body.byteLength))
      expect(body).toEqual(files['/about/index.html.br'])
      expect(brotliDecompressSync(body)).toEqual(Buffer.from(about))
    }
  })

  it('sends the gzip copy to a client that accepts gzip and not brotli', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const response = await get('/assets/index-abc123.js', { 'Accept-Encoding': acceptEncoding })
      expect(response.headers.get('content-encoding'), acceptEncoding).toBe('gzip')
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      const body = await bytes(response)
      expect(response.headers.get('content-length')).toBe(String(body.byteLength))
      expect(gunzipSync(body).toString()).toBe('console.log(1)'.repeat(200))
    }
  })

  it('sends the file itself to a client that accepts neither, still saying that the answer varies', async () => {
    for (const headers of [{} as Record<string, string>, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'deflate' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }]) {
      const response = await get('/about', headers)
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect(response.headers.get('content-length')).toBe(String(about.byteLength))
      expect(await bytes(response)).toEqual(about)
    }
  })

  it('never compresses a built file per request: one without copies is sent as it is', async () => {
    const response = await get('/plain', { 'Accept-Encoding': 'br, gzip' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('content-length')).toBe(String(files['/plain/index.html']!.byteLength))
    expect(await response.text()).toContain('<title>Plain</title>')
    const tiny = await get('/robots.txt', { 'Accept-Encoding': 'gzip' })
    expect(tiny.headers.get('content-encoding')).toBeNull()
    expect(await tiny.text()).toBe('User-agent: *')
  })

  it('sends files of types that are not compressible as they are, with no Vary', async () => {
    const response = await get('/og-default.jpg', { 'Accept-Encoding': 'br, gzip' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBeNull()
    expect(await bytes(response)).toEqual(files['/og-default.jpg'])
  })

  it('does not serve the copies by their own names', async () => {
    for (const path of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz']) {
      expect((await get(path, { 'Accept-Encoding': 'br, gzip' })).status, path).toBe(404)
    }
  })

  it('sends the 404 page compressed too, with status 404', async () => {
    const response = await get('/nope', { 'Accept-Encoding': 'br, gzip' })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(await bytes(response)).toString()).toContain('<title>Not found</title>')
  })

  it('answers 304 when the page has not changed, whichever encoding the client accepts', async () => {
    for (const acceptEncoding of [undefined, 'br, gzip', 'gzip']) {
      const headers: Record<string, string> = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}
      const first = await get('/about', headers)
      const etag = first.headers.get('etag') ?? ''
      expect(etag).toMatch(/^"[0-9a-f]+"$/)
      const second = await get('/about', { ...headers, 'If-None-Match': etag })
      expect(second.status, acceptEncoding).toBe(304)
      expect(second.headers.get('etag')).toBe(etag)
      expect(second.headers.get('cache-control')).toBe('no-cache')
      expect(second.headers.get('vary')).toBe('Accept-Encoding')
      expect(await second.text()).toBe('')
      expect((await get('/about', { ...headers, 'If-None-Match': '"something-else"' })).status).toBe(200)
    }
    // Each encoding is its own representation, with its own tag.
    const tags = await Promise.all([undefined, 'br', 'gzip'].map(async (e) => (await get('/about', e ? { 'Accept-Encoding': e } : {})).headers.get('etag')))
    expect(new Set(tags).size).toBe(3)
  })

  it('reads a content-hashed asset once and keeps it, but reads a page on every request (a new build may replace it)', async () => {
    const reads: string[] = []
    const counting = createApp({ assets: { read: async (path) => (reads.push(path), files[path] ?? null) } })
    for (let i = 0; i < 3; i++) {
      expect((await counting.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br' } })).status).toBe(200)
      expect((await counting.request('/about', { headers: { 'Accept-Encoding': 'br' } })).status).toBe(200)
    }
    expect(reads.filter((path) => path.startsWith('/assets/'))).toEqual(['/assets/index-abc123.js.br'])
    expect(reads.filter((path) => path === '/about/index.html.br')).toHaveLength(3)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await app.request('/about', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-length')).toBe(String(about.byteLength))
    expect(await response.text()).toBe('')

    const compressed = await app.request('/about', { method: 'HEAD', headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(compressed.status).toBe(200)
    expect(compressed.headers.get('content-encoding')).toBe('br')
    expect(compressed.headers.get('content-length')).toBe(String(files['/about/index.html.br']!.byteLength))
    expect(await compressed.text()).toBe('')
  })

  it('sends security headers with a CSP that allows no inline script but the hashed theme and early-input scripts', async () => {
    const response = await get('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toBe(expectedCsp)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    expect(themeScriptHash).toBe(`'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`)
    expect(earlyInputScriptHash).toBe(`'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), interest-cohort=()')
    // Nothing else of Hono's defaults: HSTS is for whatever terminates TLS.
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expect(response.headers.get('cross-origin-resource-policy')).toBeNull()
  })

  it('sends the security headers on a 404 and a redirect too', async () => {
    for (const path of ['/nope', '/about/']) {
      expect((await get(path)).headers.get('content-security-policy'), path).toBe(expectedCsp)
    }
  })

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const path of ['/nope', '/assets/missing.js', '/about/index.html', '/index.html', '/%2e%2e/etc/passwd', '/..%2f..%2fetc', '/a/%00']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
    }
    const response = await get('/nope')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('<title>Not found</title>')
  })

  it('never reads outside the site folder', async () => {
    const asked: string[] = []
    const spy = createApp({ assets: { read: async (path) => (asked.push(path), null) } })
    for (const path of ['/../etc/passwd', '/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd', '/assets/..%5c..%5cetc']) {
      expect((await spy.request(path)).status, path).toBe(404)
    }
    // URL parsing turns /../etc into /etc, which is inside the folder; nothing may climb out of it.
    expect(asked.filter((path) => path.includes('..') || path.includes('\\') || !path.startsWith('/'))).toEqual([])
  })

  it('says a plain 404 when there is no 404 page', async () => {
    const bare = createApp({ assets: { read: async () => null } })
    const response = await bare.request('/nope')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not found')
  })

  it('redirects a trailing slash to the clean URL, keeping the query', async () => {
    const response = await get('/about/?x=1')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/about?x=1')
  })

  it('never redirects to another host', async () => {
    const response = await get('//evil.example/')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/evil.example')
  })

  it('refuses methods other than GET and HEAD on pages', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await app.request('/about', { method })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
    }
  })

  it('answers a form sent where no script runs with a page that says nothing was sent, and the way back', async () => {
    const response = await app.request('/contact', { method: 'POST', headers: { accept: 'text/html,application/xhtml+xml', 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=Ada&email=ada%40example.com' })
    expect(response.status).toBe(405)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('<h1>Nothing was sent</h1>')
    expect(html).toContain('<a href="/contact">Back to the page</a>')
    // Nothing the visitor typed is echoed back.
    expect(html).not.toContain('ada')
    // A path that could name another host goes home instead.
    expect(await (await app.request('//evil.example', { method: 'POST', headers: { accept: 'text/html' } })).text()).toContain('<a href="/">Back to the page</a>')
  })

  it('answers the AI endpoints with 503 JSON when no AI key is configured', async () => {
    for (const [method, path] of [
      ['POST', '/api/ai/v1/embeddings'],
      ['POST', '/api/ai/v1/chat/completions'],
      ['GET', '/api/ai/v1/models'],
    ] as const) {
      const response = await app.request(path, { method, ...(method === 'POST' ? { body: '{}' } : {}) })
      expect(response.status, path).toBe(503)
      expect(await response.json()).toEqual({ error: { message: expect.stringContaining('not configured') } })
    }
  })
})
