import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { RoutedPartsProvider } from './ui/routed-parts-provider'

/**
 * The router's scroll rule for each rendered location: every page after the first starts
 * at the top, and Back/Forward restores where the visitor was. The landing page keeps the
 * place the browser gave it (the top, its #hash, or a reload's position) and wherever the
 * visitor has scrolled since it was painted, which can be seconds before it hydrates.
 */
function afterTheLandingPage(): () => boolean {
  let landed = false
  return () => {
    if (landed) return true
    landed = true
    return false
  }
}

export function createAppRouter(options: { history?: RouterHistory; prerendering?: boolean } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    // Off when prerendering: the router would emit an inline script, which the CSP forbids.
    scrollRestoration: options.prerendering ? false : afterTheLandingPage(),
    defaultPreload: 'intent',
    // The shell's links and Back work through this router (src/ui/routed-parts.ts).
    Wrap: RoutedPartsProvider,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** A page landed on hydrates only its islands, without the router (src/lib/island.tsx). */
    islands?: boolean
  }
}
