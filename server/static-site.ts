/**
 * Serving the prerendered site with Hono's generic serveStatic over an AssetSource,
 * so the same code reads files from disk under Node, from a binding on an edge
 * runtime, or from memory in tests.
 *
 * Built files are never compressed per request: the build writes a brotli (`.br`) and a
 * gzip (`.gz`) copy beside each compressible file (scripts/precompress.ts), and the copy
 * the client accepts is sent as it is (brotli first, then gzip, else the file itself).
 */
import type { Context, MiddlewareHandler, NotFoundHandler } from 'hono'
import { serveStatic } from 'hono/serve-static'
import { parseAccept } from 'hono/utils/accept'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { getMimeType } from 'hono/utils/mime'

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

/** The precompressed copies the build writes, in the order the server prefers them. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

const isCopy = (path: string) => PRECOMPRESSED.some(({ suffix }) => path.endsWith(suffix))

/** The encodings of `Accept-Encoding` the server has copies in, preferred first (q=0 refuses one; `*` accepts any). */
export function acceptedEncodings(acceptEncoding: string | undefined): (typeof PRECOMPRESSED)[number][] {
  const accepts = parseAccept(acceptEncoding ?? '')
  const wildcard = accepts.find((a) => a.type === '*')?.q ?? 0
  return PRECOMPRESSED.filter(({ encoding }) => (accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard) > 0)
}

/** A strong validator of the bytes sent (each encoding is its own representation), hex SHA-1 as Hono's etag() writes it. */
async function etagOf(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', body))
  return `"${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}"`
}

interface BuiltFile {
  body: Uint8Array<ArrayBuffer>
  etag: string
}

/** How much of the content-hashed files the server keeps in memory (the whole of /assets is ~4 MB with its copies). */
export const IMMUTABLE_CACHE_BYTES = 64 * 1024 * 1024

/**
 * Reads built files with their ETag (hashed here from the bytes at hand, so that etag()
 * only compares it and does not read the response a second time). Files under /assets are
 * named by their content and never change: they are kept in memory once read, up to
 * IMMUTABLE_CACHE_BYTES. Pages are asked of the source on each request (a new build may replace them).
 */
function builtFiles(assets: AssetSource): (path: string) => Promise<BuiltFile | null> {
  const immutable = new Map<string, BuiltFile>()
  // A source that hands back the same bytes while a file is unchanged (disk-assets.ts) has them hashed once.
  const etags = new WeakMap<Uint8Array, string>()
  let cachedBytes = 0
  return async (path) => {
    const cached = immutable.get(path)
    if (cached) return cached
    const body = (await assets.read(path)) as Uint8Array<ArrayBuffer> | null
    if (!body) return null
    let etag = etags.get(body)
    if (etag === undefined) etags.set(body, (etag = await etagOf(body)))
    const file = { body, etag }
    if (path.startsWith('/assets/') && cachedBytes + body.byteLength <= IMMUTABLE_CACHE_BYTES) {
      immutable.set(path, file)
      cachedBytes += body.byteLength
    }
    return file
  }
}

/**
 * A built file as the client accepts it: its brotli or gzip copy when the file's type is
 * compressible and the client accepts one, else the file itself. Sets Content-Length,
 * ETag, Content-Encoding and, for a compressible type, `Vary: Accept-Encoding`. Null when
 * there is no such file, and for a copy asked for by its own name.
 */
async function negotiatedFile(read: (path: string) => Promise<BuiltFile | null>, path: string, c: Context): Promise<Uint8Array<ArrayBuffer> | null> {
  if (isCopy(path)) return null
  const type = getMimeType(path)
  let file: BuiltFile | null = null
  if (type && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) {
    c.header('Vary', 'Accept-Encoding')
    for (const { encoding, suffix } of acceptedEncodings(c.req.header('Accept-Encoding'))) {
      file = await read(path + suffix)
      if (file) {
        c.header('Content-Encoding', encoding)
        break
      }
    }
  }
  file ??= await read(path)
  if (!file) return null
  c.header('Content-Length', String(file.body.byteLength))
  c.header('ETag', file.etag)
  return file.body
}

/** Pages, assets and the public files, with the right Content-Type, encoding and Cache-Control. */
export function staticFiles(assets: AssetSource): MiddlewareHandler {
  const read = builtFiles(assets)
  return serveStatic({
    root: '/',
    rewriteRequestPath: fileFor,
    getContent: (path, c) => negotiatedFile(read, path, c),
    onFound: (path, c) => {
      c.header('Cache-Control', cacheControlFor(path))
    },
  })
}

/** Only GET and HEAD outside the API. */
export const onlyGetAndHead: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
  // A form sent where no script runs (the site's forms post: src/features/lead-capture): the visitor reads what happened.
  if (c.req.method === 'POST' && c.req.header('accept')?.includes('text/html')) return c.html(formNotSentPage(new URL(c.req.url).pathname), 405, { Allow: 'GET, HEAD' })
  return c.text('Method not allowed', 405, { Allow: 'GET, HEAD' })
}

/**
 * The answer to a form sent without JavaScript: the site sends its forms from the browser (EmailJS), so
 * nothing was sent; the visitor learns so, how to get back to what they typed, and where else to reach us.
 */
export function formNotSentPage(pagePath: string): string {
  const back = /^\/(?!\/)[\w\-/]*$/.test(pagePath) ? pagePath : '/'
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Nothing was sent</title></head>
<body>
<main>
<h1>Nothing was sent</h1>
<p>This site's forms are sent by JavaScript, which is off in this browser.</p>
<p>Your browser's Back button returns to the form with what you typed; turn JavaScript on to send it. To reach us another way, our email and phone are on the <a href="/contact">contact page</a>.</p>
<p><a href="${back}">Back to the page</a></p>
</main>
</body>
</html>
`
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
  const read = builtFiles(assets)
  return async (c: Context) => {
    const page = await negotiatedFile(read, '/404.html', c)
    if (!page) return c.text('Not found', 404)
    c.header('ETag', undefined) // a 404 is not revalidated
    return c.body(page, 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
  }
}
