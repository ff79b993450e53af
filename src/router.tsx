import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

export function createAppRouter(options: { history?: RouterHistory; prerendering?: boolean } = {}) {
  const queryClient = new QueryClient({
    // Lead sends are never retried behind the visitor's back: the form machine decides.
    defaultOptions: { mutations: { retry: 0 } },
  })
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    context: { queryClient },
    // New pages start at the top; back/forward restores where the visitor was. Off when
    // prerendering: the router would emit an inline script, which the CSP forbids.
    scrollRestoration: !options.prerendering,
    defaultPreload: 'intent',
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
