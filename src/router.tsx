import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

export function createAppRouter(options: { history?: RouterHistory; prerendering?: boolean } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    // New pages start at the top; back/forward restores where the visitor was. Off when
    // prerendering: the router would emit an inline script, which the CSP forbids.
    scrollRestoration: !options.prerendering,
    defaultPreload: 'intent',
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
