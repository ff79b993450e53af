/**
 * The site server as a standard fetch handler (Request -> Response), so the same code
 * runs under Node (server/main.ts) or on an edge platform. It serves the prerendered
 * pages and hashed assets with the right caching, compression and security headers,
 * a real 404, and the AI proxy under /api/ai/.
 */
import { securityHeaders } from './security-headers.ts'

/** Where the built files come from: the disk under Node, a KV/asset binding elsewhere. */
export interface AssetSource {
  read(path: string): Promise<Uint8Array | null>
}

export interface SiteHandlerOptions {
  assets: AssetSource
  /** Handles POST /api/ai/...; absent when no AI key is configured. */
  aiProxy?: (request: Request) => Promise<Response>
}

const contentTypes: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  webmanifest: 'application/manifest+json',
  ics: 'text/calendar; charset=utf-8',
}

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/

function extensionOf(path: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(path)
  return match?.[1]?.toLowerCase() ?? ''
}

function cacheControlFor(path: string): string {
  // Vite puts content-hashed files under /assets: they never change.
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  // Everything else (pages, sitemap, the worker script) is revalidated on each use.
  return 'no-cache'
}

async function etagOf(body: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', body as Uint8Array<ArrayBuffer>)
  const hex = [...new Uint8Array(digest).slice(0, 10)].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `"${hex}"`
}

async function gzip(body: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([body as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** Decodes and normalises a URL path; null when it tries to leave the site's folder. */
function safePath(pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part === '..')) return null
  return decoded
}

export function createSiteHandler({ assets, aiProxy }: SiteHandlerOptions) {
  const compressedCache = new Map<string, Uint8Array>()

  async function respondWithFile(request: Request, path: string, body: Uint8Array, status = 200): Promise<Response> {
    const type = contentTypes[extensionOf(path)] ?? 'application/octet-stream'
    const headers = new Headers(securityHeaders)
    headers.set('Content-Type', type)
    headers.set('Cache-Control', cacheControlFor(path))
    headers.set('Vary', 'Accept-Encoding')
    const etag = await etagOf(body)
    headers.set('ETag', etag)
    if (status === 200 && request.headers.get('If-None-Match') === etag) {
      return new Response(null, { status: 304, headers })
    }
    let payload = body
    const acceptsGzip = /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '')
    if (acceptsGzip && compressible.test(type) && body.byteLength > 1024) {
      const key = `${path}:${etag}`
      payload = compressedCache.get(key) ?? (await gzip(body))
      compressedCache.set(key, payload)
      headers.set('Content-Encoding', 'gzip')
    }
    headers.set('Content-Length', String(payload.byteLength))
    return new Response(request.method === 'HEAD' ? null : (payload as Uint8Array<ArrayBuffer>), { status, headers })
  }

  async function notFound(request: Request): Promise<Response> {
    const page = await assets.read('/404.html')
    if (page) return respondWithFile(request, '/404.html', page, 404)
    return new Response('Not found', { status: 404, headers: securityHeaders })
  }

  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)

    if (url.pathname.startsWith('/api/ai/')) {
      if (!aiProxy) {
        return Response.json(
          { error: { message: 'The AI assistant is not configured on this server.' } },
          { status: 503, headers: securityHeaders },
        )
      }
      return aiProxy(request)
    }

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { ...securityHeaders, Allow: 'GET, HEAD' } })
    }

    const path = safePath(url.pathname)
    if (path === null) return notFound(request)

    // One URL per page: /about/ redirects to /about.
    if (path.length > 1 && path.endsWith('/')) {
      return new Response(null, { status: 301, headers: { ...securityHeaders, Location: path.replace(/\/+$/, '') + url.search } })
    }

    if (extensionOf(path)) {
      if (path.endsWith('.html')) return notFound(request) // pages are served by their clean URL only
      const file = await assets.read(path)
      return file ? respondWithFile(request, path, file) : notFound(request)
    }

    const pageFile = path === '/' ? '/index.html' : `${path}/index.html`
    const page = await assets.read(pageFile)
    return page ? respondWithFile(request, pageFile, page) : notFound(request)
  }
}
