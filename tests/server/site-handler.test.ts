// @vitest-environment node
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { themeScriptHash } from '../../server/security-headers'
import { createSiteHandler, type AssetSource } from '../../server/site-handler'
import { THEME_SCRIPT } from '~/shell/theme/theme-script'

const page = (title: string) => new TextEncoder().encode(`<!doctype html><title>${title}</title>${'<p>content</p>'.repeat(200)}`)

const files: Record<string, Uint8Array> = {
  '/index.html': page('Home'),
  '/about/index.html': page('About'),
  '/404.html': page('Not found'),
  '/assets/index-abc123.js': new TextEncoder().encode('console.log(1)'.repeat(200)),
  '/robots.txt': new TextEncoder().encode('User-agent: *'),
}
const assets: AssetSource = { read: async (path) => files[path] ?? null }
const handle = createSiteHandler({ assets })
const get = (path: string, headers: Record<string, string> = {}) => handle(new Request(`http://localhost${path}`, { headers }))

describe('site server', () => {
  it('serves a prerendered page by its clean URL, revalidated on each visit', async () => {
    const response = await get('/about')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('<title>About</title>')
  })

  it('caches hashed assets as immutable for a year', async () => {
    const response = await get('/assets/index-abc123.js')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })

  it('compresses text responses for clients that accept gzip', async () => {
    const response = await get('/about', { 'Accept-Encoding': 'gzip, br' })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const body = new Uint8Array(await response.arrayBuffer())
    expect(gunzipSync(body).toString()).toContain('<title>About</title>')
    expect(body.byteLength).toBeLessThan(files['/about/index.html']!.byteLength)
  })

  it('answers 304 when the page has not changed', async () => {
    const first = await get('/about')
    const etag = first.headers.get('etag') ?? ''
    const second = await get('/about', { 'If-None-Match': etag })
    expect(second.status).toBe(304)
  })

  it('sends security headers with a CSP that allows no inline script but the hashed theme script', async () => {
    const response = await get('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    const { createHash } = await import('node:crypto')
    expect(themeScriptHash).toBe(`'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`)
  })

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const path of ['/nope', '/assets/missing.js', '/about/index.html', '/%2e%2e/etc/passwd', '/..%2f..%2fetc']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
    }
    expect(await (await get('/nope')).text()).toContain('<title>Not found</title>')
  })

  it('redirects a trailing slash to the clean URL', async () => {
    const response = await get('/about/?x=1')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/about?x=1')
  })

  it('refuses methods other than GET and HEAD on pages', async () => {
    const response = await handle(new Request('http://localhost/about', { method: 'POST' }))
    expect(response.status).toBe(405)
  })

  it('answers the AI endpoint with 503 when no AI key is configured', async () => {
    const response = await handle(new Request('http://localhost/api/ai/v1/embeddings', { method: 'POST', body: '{}' }))
    expect(response.status).toBe(503)
  })
})
