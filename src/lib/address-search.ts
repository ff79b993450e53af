import { defaultParseSearch } from '@tanstack/react-router'

/**
 * The page address's search params parsed as the router parses them, for an island hydrated
 * without the router (src/islands-main.tsx): the route's own validator then types them as it
 * types them in the app.
 */
export function addressSearch(): Record<string, unknown> {
  return defaultParseSearch(window.location.search)
}
