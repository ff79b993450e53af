import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'

/**
 * The page address's search params, for an island hydrated without the router
 * (src/islands-main.tsx): parsed and written as the router parses and writes them, so the
 * route's own validator types them as it does in the app, and a shared link reads the same.
 */
export function addressSearch(): Record<string, unknown> {
  return defaultParseSearch(window.location.search)
}

/** Sent on the window when an island writes the address's search params (popstate covers Back and Forward). */
const SEARCH_WRITTEN = 'address-search-written'

/**
 * The address's search params through the route's validator, followed as they change: written
 * by an island (`writeAddressSearch`) or by Back and Forward.
 */
export function useAddressSearch<Search>(parse: (search: Record<string, unknown>) => Search): Search {
  const [raw, setRaw] = useState(() => (typeof window === 'undefined' ? '' : window.location.search))
  useEffect(() => {
    const read = () => setRaw(window.location.search)
    window.addEventListener('popstate', read)
    window.addEventListener(SEARCH_WRITTEN, read)
    // What was written before this listened (a search typed before hydration, replayed in a layout effect).
    read()
    return () => {
      window.removeEventListener('popstate', read)
      window.removeEventListener(SEARCH_WRITTEN, read)
    }
  }, [])
  return useMemo(() => parse(defaultParseSearch(raw)), [raw, parse])
}

/**
 * Writes the address's search params as the router writes them, the path and #hash kept: a new
 * history entry, or in place of the current one (`replace`: one entry for a whole typed search).
 */
export function writeAddressSearch(search: Record<string, unknown>, { replace = false } = {}): void {
  const { pathname, hash } = window.location
  const url = `${pathname}${defaultStringifySearch(search)}${hash}`
  if (replace) window.history.replaceState(window.history.state, '', url)
  else window.history.pushState(null, '', url)
  window.dispatchEvent(new Event(SEARCH_WRITTEN))
}
