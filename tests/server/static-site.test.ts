// @vitest-environment node
import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createApp, type AssetSource } from '../../server/app'
import { earlyInputScriptHash, themeScriptHash } from '../../server/security-headers'
import { EARLY_INPUT_SCRIPT } from '~/shared/early-input-script'
import { THEME_SCRIPT } from '~/shared/theme-script'

const encode = (text: string) => new TextEncoder().encode(text)
const page = (title: string) => encode(`<!doctype html><title>${title}</title>${'<p>content</p>'.repeat(200)}`)

const files: Record<string, Uint8Array> = {
  '/index.html': page('Home'),
  '/about/index.html': page('About'),
  '/404.html': page('Not found'),
  '/assets/index-abc123.js': encode('console.log(1)'.repeat(200)),
  '/robots.txt': encode('User-agent: *'),
  '/favicon.svg': encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
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

  it('compresses text responses for clients that accept gzip', async () => {
    const response = await get('/about', { 'Accept-Encoding': 'gzip, br' })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const body = new Uint8Array(await response.arrayBuffer())
    expect(gunzipSync(body).toString()).toContain('<title>About</title>')
    expect(body.byteLength).toBeLessThan(files['/about/index.html']!.byteLength)
  })

  it('does not compress for clients that do not ask, nor tiny files', async () => {
    const plain = await get('/about')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('content-length')).toBe(String(files['/about/index.html']!.byteLength))
    const tiny = await get('/robots.txt', { 'Accept-Encoding': 'gzip' })
    expect(tiny.headers.get('content-encoding')).toBeNull()
  })

  it('answers 304 when the page has not changed, with or without compression', async () => {
    const first = await get('/about')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]+"$/)
    const second = await get('/about', { 'If-None-Match': etag })
    expect(second.status).toBe(304)
    expect(await second.text()).toBe('')

    const gzipped = await get('/about', { 'Accept-Encoding': 'gzip' })
    const weak = gzipped.headers.get('etag') ?? ''
    expect(weak).toBe(`W/${etag}`)
    expect((await get('/about', { 'Accept-Encoding': 'gzip', 'If-None-Match': weak })).status).toBe(304)
    expect((await get('/about', { 'If-None-Match': '"something-else"' })).status).toBe(200)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await app.request('/about', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-length')).toBe(String(files['/about/index.html']!.byteLength))
    expect(await response.text()).toBe('')
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
