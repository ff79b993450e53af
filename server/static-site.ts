/**
 * Serving the prerendered site with Hono's generic serveStatic over an AssetSource,
 * so the same code reads files from disk under Node, from a binding on an edge
 * runtime, or from memory in tests.
 */
import type { Context, MiddlewareHandler, NotFoundHandler } from 'hono'
import { serveStatic } from 'hono/serve-static'

/** Where the built files come from: the disk under Node, a KV/asset binding elsewhere, a map in tests. */
export interface AssetSource {
  /** `path` is absolute inside the site folder, e.g. `/about/index.html`; null when there is no such file. */
  read(path: string): Promise<Uint8Array | null>
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Vite puts content-hashed files under /assets: they never change. Everything else is revalidated on each use. */
export function cacheControlFor(path: string): string {
  return path.startsWith('/assets/') ? IMMUTABLE : 'no-cache'
}

/** Clean URLs: `/` is index.html, `/about` is about/index.html, files keep their name. */
function fileFor(path: string): string {
  if (path === '/') return '/index.html'
  return /\.[a-z0-9]+$/i.test(path) ? path : `${path}/index.html`
}

/** Pages, assets and the public files, with the right Content-Type and Cache-Control. */
export function staticFiles(assets: AssetSource): MiddlewareHandler {
  return serveStatic({
    root: '/',
    rewriteRequestPath: fileFor,
    getContent: async (path, c) => {
      const body = await assets.read(path)
      // Lets compress() skip tiny files and gives HEAD the real length.
      if (body) c.header('Content-Length', String(body.byteLength))
      return body as Uint8Array<ArrayBuffer> | null
    },
    onFound: (path, c) => {
      c.header('Cache-Control', cacheControlFor(path))
    },
  })
}

/** Only GET and HEAD outside the API. */
export const onlyGetAndHead: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
  return c.text('Method not allowed', 405, { Allow: 'GET, HEAD' })
}

/**
 * One URL per page: `/about/?x=1` answers 301 to `/about?x=1`. Hono's trimTrailingSlash
 * is not used because it redirects to an absolute URL built from the request, which
 * behind a TLS-terminating proxy would send visitors to http://; leading slashes are
 * collapsed so `//example.com/` cannot become an open redirect.
 */
export const trimTrailingSlash: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url)
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    const location = '/' + url.pathname.replace(/^\/+/, '').replace(/\/+$/, '')
    return c.redirect(location + url.search, 301)
  }
  return next()
}

/** Pages are served by their clean URL only: `/about/index.html` is a 404. */
export const noHtmlUrls: MiddlewareHandler = async (c, next) => {
  if (/\.html$/i.test(c.req.path)) return c.notFound()
  return next()
}

/** The real 404 page (404.html) with status 404. */
export function notFoundPage(assets: AssetSource): NotFoundHandler {
  return async (c: Context) => {
    const page = await assets.read('/404.html')
    if (!page) return c.text('Not found', 404)
    return c.body(page as Uint8Array<ArrayBuffer>, 404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(page.byteLength),
      'Cache-Control': 'no-cache',
    })
  }
}
