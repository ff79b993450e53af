import { defaultParseSearch, defaultStringifySearch, useRouter } from '@tanstack/react-router'
import { useCallback, useMemo, useSyncExternalStore } from 'react'

/**
 * A page's search params (and its history entry's state) for a part of the page that is an
 * island: in the app (a page reached in the same document) through the router; hydrated alone,
 * without the router (src/islands-main.tsx), the address read and written as the router reads
 * and writes it, so the route's own validator types it as in the app and a shared link reads the
 * same. The prerendered HTML has none: while hydrating, an island reads none, then the page's own.
 */

/** Sent on the window when an island writes the address's search params (popstate covers Back and Forward). */
const SEARCH_WRITTEN = 'address-search-written'

/** The address's search params, parsed as the router parses them. */
export function addressSearch(): Record<string, unknown> {
  return defaultParseSearch(window.location.search)
}

/**
 * Writes the address's search params as the router writes them, the path and #hash kept: a new
 * history entry, or in place of the current one (`replace`: one entry for a whole typed search).
 */
export function writeAddressSearch(search: object, { replace = false } = {}): void {
  const { pathname, hash } = window.location
  const url = `${pathname}${defaultStringifySearch(Object.fromEntries(Object.entries(search)))}${hash}`
  if (replace) window.history.replaceState(window.history.state, '', url)
  else window.history.pushState(null, '', url)
  window.dispatchEvent(new Event(SEARCH_WRITTEN))
}

/** The history a page's address follows: the router's in the app, else the browser's own. */
function usePageHistory() {
  const router = useRouter({ warn: false })
  return useMemo(
    () =>
      router
        ? { subscribe: (notify: () => void) => router.history.subscribe(notify), location: () => router.history.location, router }
        : {
            subscribe: (notify: () => void) => {
              window.addEventListener('popstate', notify)
              window.addEventListener(SEARCH_WRITTEN, notify)
              return () => {
                window.removeEventListener('popstate', notify)
                window.removeEventListener(SEARCH_WRITTEN, notify)
              }
            },
            location: () => ({ search: window.location.search, state: window.history.state as unknown }),
            router: null,
          },
    [router],
  )
}

/** The page's search params through its route's validator, followed as they change (a write, Back, Forward). */
export function usePageSearch<Search>(parse: (search: Record<string, unknown>) => Search): Search {
  const history = usePageHistory()
  const raw = useSyncExternalStore(history.subscribe, () => history.location().search, () => '')
  return useMemo(() => parse(defaultParseSearch(raw)), [raw, parse])
}

/** The state of the page's history entry (where a page that led here left what it hands over), followed as it changes. */
export function usePageHistoryState(): unknown {
  const history = usePageHistory()
  return useSyncExternalStore(history.subscribe, () => history.location().state, () => null)
}

/** Changes a page's search params from what they are at that moment: a new history entry, or in place of the current one. */
export type SetPageSearch<Search> = (update: (current: Search) => Search, options?: { replace?: boolean }) => void

/**
 * The writer of the page's search params, without following them (a calculator that writes its
 * estimate on every keystroke need not render again for it): through the router's navigation in
 * the app, the address's history otherwise, never scrolling the page.
 */
export function useSetPageSearch<Search extends object>(parse: (search: Record<string, unknown>) => Search): SetPageSearch<Search> {
  const history = usePageHistory()
  return useCallback<SetPageSearch<Search>>(
    (update, { replace = false } = {}) => {
      const next = update(parse(defaultParseSearch(history.location().search)))
      if (history.router) void history.router.navigate({ to: '.', search: next, replace, resetScroll: false })
      else writeAddressSearch(next, { replace })
    },
    [history, parse],
  )
}
