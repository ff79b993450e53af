// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NotFoundScreen, RouteErrorScreen } from '~/shell/ErrorScreens'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { RoutedPartsProvider } from '~/ui/routed-parts-provider'

function renderAt(path: string, history = createMemoryHistory({ initialEntries: [path] })) {
  const rootRoute = createRootRoute({ component: Outlet, errorComponent: RouteErrorScreen, notFoundComponent: NotFoundScreen })
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home page</h1> }),
    createRoute({ getParentRoute: () => rootRoute, path: '/webinars', component: () => <h1>Webinars page</h1> }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/broken',
      component: () => {
        throw new Error('The pricing table failed to load')
      },
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/inner',
      component: () => <PageHeader title="Inner page" description="About this page" fallback="/webinars" />,
    }),
  ]
  const router = createRouter({ routeTree: rootRoute.addChildren(routes), history, Wrap: RoutedPartsProvider })
  render(<RouterProvider router={router} />)
  return { router, history }
}

describe('route failure screens', () => {
  it("shows 'Unexpected Application Error!' with the message when a page throws", async () => {
    silenceConsoleError()
    renderAt('/broken')
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('The pricing table failed to load')).toBeInTheDocument()
  })

  it('shows a not-found page with a way home for an unknown path', async () => {
    renderAt('/no-such-page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })
})

describe('inner-page header', () => {
  it('shows the title, description and a Contact Sales link', async () => {
    renderAt('/inner')
    expect(await screen.findByRole('heading', { level: 1, name: 'Inner page' })).toBeInTheDocument()
    expect(screen.getByText('About this page')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact')
  })

  it('goes one step back when there is history', async () => {
    const { history } = renderAt('/')
    await screen.findByRole('heading', { name: 'Home page' })
    history.push('/inner')
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
  })

  it('goes to its fallback page when opened directly', async () => {
    renderAt('/inner')
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Webinars page' })).toBeInTheDocument()
  })
})

/** The router and React report a caught render error; here that report is expected. */
function silenceConsoleError() {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
}
