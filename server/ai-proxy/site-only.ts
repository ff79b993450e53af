/**
 * Only the site's own pages may spend the proxy: another website cannot make its visitors'
 * browsers call it. A browser names the calling page in Origin and Sec-Fetch-Site, and a
 * page cannot forge either; a request with neither (curl, a server) is let through, as it
 * could forge them anyway, and meets the rate limit and the budget like any other.
 *
 *   Sec-Fetch-Site: cross-site | same-site            -> 403
 *   Origin other than the site's                      -> 403
 *   Content-Type other than application/json         -> 415 (before the body is read)
 */
import type { Context, MiddlewareHandler } from 'hono'
import { aiError, messages } from './errors.ts'

export interface SiteOnlyOptions {
  /** Origins the site is served from besides the request's own (VITE_SITE_ORIGIN), e.g. https://www.example.com. */
  siteOrigins?: readonly string[]
  /** Behind a trusted proxy: take the request's own origin from X-Forwarded-Proto / X-Forwarded-Host. */
  trustProxy?: boolean
}

/** `https://Example.com:443/` -> `https://example.com`; undefined for anything that is not an http(s) origin. */
export function normalOrigin(text: string): string | undefined {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

const lastEntry = (value: string | undefined) => value?.split(',').at(-1)?.trim() || undefined

/** The origin this request was addressed to: its Host and protocol, as our trusted proxy saw them. */
function ownOrigin(c: Context, trustProxy: boolean): string | undefined {
  const url = new URL(c.req.url)
  const protocol = (trustProxy && lastEntry(c.req.header('X-Forwarded-Proto'))) || url.protocol.replace(/:$/, '')
  const host = (trustProxy && lastEntry(c.req.header('X-Forwarded-Host'))) || c.req.header('Host') || url.host
  return normalOrigin(`${protocol}://${host}`)
}

export function siteOnly({ siteOrigins = [], trustProxy = false }: SiteOnlyOptions = {}): MiddlewareHandler {
  const allowed = new Set(siteOrigins.map(normalOrigin).filter((origin) => origin !== undefined))
  return async (c, next) => {
    const fetchSite = c.req.header('Sec-Fetch-Site')?.toLowerCase()
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') return aiError(c, 403, messages.notTheSite)
    const originHeader = c.req.header('Origin')
    if (originHeader !== undefined) {
      const origin = normalOrigin(originHeader)
      if (!origin || (origin !== ownOrigin(c, trustProxy) && !allowed.has(origin))) return aiError(c, 403, messages.notTheSite)
    }
    return next()
  }
}

/** application/json, with any parameters (charset); checked before the body is read. */
export const jsonContentType: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') return aiError(c, 415, messages.notJson)
  return next()
}
