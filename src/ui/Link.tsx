import { Link as RouterLink, defaultStringifySearch, useLocation, useRouter, type LinkComponent, type LinkProps as RouterLinkProps } from '@tanstack/react-router'
import { useRef, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react'

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
  // An island hydrated without the router (src/islands-main.tsx): its page links are links, followed by the browser.
  const routed = useRouter({ warn: false }) != null
  if (page === undefined || (routed && page.search)) return <RouterLink {...(props as RouterLinkProps)} />
  return routed ? <PageLink {...pageAnchorProps(props)} page={page} /> : <StaticPageLink {...pageAnchorProps(props)} page={page} />
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
interface PageTarget {
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
function pageHref({ path, search, hash }: PageTarget): string {
  return `${path}${search}${hash ? `#${hash}` : ''}`
}

function pageAnchorProps(props: LinkProps): AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> } {
  const anchor: Record<string, unknown> = {}
  for (const key in props) if (!routerOnly.has(key)) anchor[key] = props[key]
  return anchor
}

const selectPathname = (location: { pathname: string }) => location.pathname

/** As the router's Link: a link is active on its page and on the pages under it. */
function isActive(current: string, path: string): boolean {
  if (path === '/') return current === '/'
  const trimmed = current.length > 1 ? current.replace(/\/$/, '') : current
  return trimmed === path || trimmed.startsWith(`${path}/`)
}

/** A page link in an island hydrated without the router: the browser follows it; marked as the router would mark it. */
function StaticPageLink({ page, children, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement> & { page: PageTarget; ref?: Ref<HTMLAnchorElement> }) {
  const active = !page.search && isActive(window.location.pathname, page.path)
  return (
    <a {...anchor} href={pageHref(page)} {...(active ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}>
      {children}
    </a>
  )
}

function PageLink({ page, onClick, children, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement> & { page: PageTarget; ref?: Ref<HTMLAnchorElement> }) {
  const router = useRouter()
  const active = isActive(useLocation({ select: selectPathname }), page.path)
  // A concrete path ('/services/sales-ai'): the router matches it to its `$slug` route.
  const destination = { to: page.path as RouterLinkProps['to'], hash: page.hash }
  const preloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The router's own settings, as its Link reads them: preload on intent, after its delay on hover and focus.
  const preloadsOnIntent = router.options.defaultPreload === 'intent'
  const preloadDelayMs = router.options.defaultPreloadDelay ?? 0

  const preload = () => {
    if (!preloadsOnIntent) return
    router.preloadRoute(destination).catch(() => {
      // A page that fails to preload loads when it is visited; nothing to tell the visitor yet.
    })
  }
  const schedulePreload = () => {
    preloadTimer.current ??= setTimeout(() => {
      preloadTimer.current = undefined
      preload()
    }, preloadDelayMs)
  }
  const cancelPreload = () => {
    clearTimeout(preloadTimer.current)
    preloadTimer.current = undefined
  }
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    cancelPreload()
    void router.navigate(destination)
  }

  return (
    <a
      {...anchor}
      href={pageHref(page)}
      onClick={navigate}
      onMouseEnter={schedulePreload}
      onMouseLeave={cancelPreload}
      onFocus={schedulePreload}
      onBlur={cancelPreload}
      onTouchStart={preload}
      {...(active ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}
    >
      {children}
    </a>
  )
}
