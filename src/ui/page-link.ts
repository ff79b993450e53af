import type { LinkProps } from '@tanstack/react-router'

/**
 * A page of the registry ('/services/sales-ai', typed as `PagePath` by the content that
 * names it) as a Link target. Pages of a family are served by one `$slug` route, whose
 * typed `to` is '/services/$slug'; the router matches the concrete path at run time.
 */
export function pageTo(path: `/${string}`): LinkProps['to'] {
  return path as LinkProps['to']
}
