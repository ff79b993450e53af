import { defaultStringifySearch, type LinkComponent } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'
import { useRoutedParts } from '~/ui/routed-parts'

/**
 * The site's links, typed as the router's `Link`. A link to a page (a path, its params and a
 * #hash, nothing else the router reads) renders a plain anchor whose href needs no router:
 * the router's `Link` builds and matches a location for each link it renders, 100-130 ms of
 * home's hydration at CPU 5x (~75 links; ~35 ms this way, decision 0013). A click still
 * navigates through the router, hover, focus and touch still preload the page as the router
 * is set to, and the link to the current page is marked (`aria-current="page"`,
 * `data-status="active"`) as the router marks it. Anything more (search params, a target,
 * router options) goes to the router's `Link`; without a router (an island), search params are
 * written as the router writes them.
 */
export const Link = function Link(props: LinkProps) {
  const page = pageTarget(props)
  // Under the app's router, its parts (src/ui/routed-parts.ts); in an island hydrated without it
  // (src/islands-main.tsx), page links are links, followed by the browser.
  const routed = useRoutedParts()
  if (routed && (page === undefined || page.search)) return <routed.RouterLink {...props} />
  if (routed) return <routed.PageLink {...pageAnchorProps(props)} page={page!} />
  if (page === undefined) throw new Error(`Link to ${String(props.to)}: an island has no router for a link that is more than a link to a page`)
  return <StaticPageLink {...pageAnchorProps(props)} page={page} />
} as LinkComponent<'a'>

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to?: unknown
  params?: unknown
  hash?: unknown
  search?: unknown
  ref?: Ref<HTMLAnchorElement>
  [option: string]: unknown
}

/** What a page link tells the router; the rest of its props go to the anchor. */
const routerOnly = new Set(['to', 'params', 'hash', 'search'])

/** The props a page link may carry: any other makes it the router's Link's. */
function isPageLinkProp(key: string): boolean {
  return routerOnly.has(key) || key === 'children' || key === 'className' || key === 'style' || key === 'title' || key === 'id' || key === 'onClick' || key === 'tabIndex' || key === 'ref' || key.startsWith('aria-') || key.startsWith('data-')
}

/** A param value that appears in a path as it is (the site's slugs). */
const plainSegment = /^[\w-]+$/

/** A page: its path (params filled in), its search params (as the router writes them) and the #hash on it. */
export interface PageTarget {
  path: string
  search: string
  hash: string | undefined
}

/** The page a link goes to, or undefined when the link is more than a link to a page. */
function pageTarget(props: { to?: unknown; params?: unknown; hash?: unknown; search?: unknown; [key: string]: unknown }): PageTarget | undefined {
  const { to, params, hash, search } = props
  if (typeof to !== 'string' || !to.startsWith('/')) return undefined
  for (const key in props) if (!isPageLinkProp(key)) return undefined
  if (hash !== undefined && typeof hash !== 'string') return undefined
  if (search !== undefined && !isPlainSearch(search)) return undefined
  if (typeof props.children === 'function') return undefined
  let path = to
  if (to.includes('$')) {
    if (typeof params !== 'object' || params === null) return undefined
    const values = params as Record<string, unknown>
    let unresolved = false
    path = to.replace(/\$(\w+)/g, (_, name: string) => {
      const value = values[name]
      if (typeof value !== 'string' || !plainSegment.test(value)) unresolved = true
      return String(value)
    })
    if (unresolved) return undefined
  } else if (params !== undefined) return undefined
  return { path, search: search ? defaultStringifySearch(search) : '', hash: hash || undefined }
}

/** Search params given as values (a function of the current ones needs the router). */
function isPlainSearch(search: unknown): search is Record<string, unknown> {
  return typeof search === 'object' && search !== null && !Array.isArray(search)
}

/** The href the router's Link would render for the page. */
export function pageHref({ path, search, hash }: PageTarget): string {
  return `${path}${search}${hash ? `#${hash}` : ''}`
}

function pageAnchorProps(props: LinkProps): AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> } {
  const anchor: Record<string, unknown> = {}
  for (const key in props) if (!routerOnly.has(key)) anchor[key] = props[key]
  return anchor
}

/** As the router's Link: a link is active on its page and on the pages under it. */
export function isActive(current: string, path: string): boolean {
  if (path === '/') return current === '/'
  const trimmed = current.length > 1 ? current.replace(/\/$/, '') : current
  return trimmed === path || trimmed.startsWith(`${path}/`)
}

/** A page link's props: the anchor's, and the page it goes to. */
export type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { page: PageTarget; ref?: Ref<HTMLAnchorElement> }

/** A page link in an island hydrated without the router: the browser follows it; marked as the router would mark it. */
function StaticPageLink({ page, children, ...anchor }: PageLinkProps) {
  const active = !page.search && isActive(window.location.pathname, page.path)
  return (
    <a {...anchor} href={pageHref(page)} {...(active ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}>
      {children}
    </a>
  )
}
