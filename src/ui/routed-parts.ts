import { createContext, useContext, type ComponentType } from 'react'
import type { BackButtonProps } from '~/ui/page-header/BackButton'
import type { PageLinkProps } from '~/ui/Link'

/**
 * The parts of the shell that work through the router when there is one: a page link that
 * navigates in the app, the router's own `Link`, and Back through the router's history. The
 * app's router provides them (src/ui/routed-parts-provider.tsx, its `Wrap`); an island
 * hydrated without the router (src/islands-main.tsx) has none and renders the browser's
 * links and Back instead. So the islands' code never imports the router's links and state,
 * which would put most of the router into every page of islands' first load.
 */
export interface RoutedParts {
  /** The router's `Link`, for a link that is more than a link to a page (search params of the current ones, router options). */
  RouterLink: ComponentType<Record<string, unknown>>
  PageLink: ComponentType<PageLinkProps>
  BackButton: ComponentType<BackButtonProps>
}

export const RoutedPartsContext = createContext<RoutedParts | null>(null)

/** The routed parts under the app's router; null in an island hydrated without it. */
export function useRoutedParts(): RoutedParts | null {
  return useContext(RoutedPartsContext)
}
