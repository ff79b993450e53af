// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { RoutedPartsProvider } from '~/ui/routed-parts-provider'

/** A controllable IntersectionObserver: `scrollHeader(away)` reports the page header's marker as gone or back. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly targets: Element[] = []
  private readonly callback: IntersectionObserverCallback
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback
    FakeIntersectionObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    FakeIntersectionObserver.instances = FakeIntersectionObserver.instances.filter((i) => i !== this)
  }
  takeRecords() {
    return []
  }
  report(away: boolean) {
    const entries = this.targets.map(
      (target) =>
        ({
          target,
          isIntersecting: !away,
          boundingClientRect: { top: away ? -20 : 40, bottom: away ? -19 : 41 },
          rootBounds: { top: 0 },
        }) as unknown as IntersectionObserverEntry,
    )
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}

function scrollHeader(away: boolean) {
  act(() => FakeIntersectionObserver.instances.forEach((observer) => observer.report(away)))
}

/** Scrolls the window and lets the next animation frame (where the direction is read) run. */
async function scrollWindowTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
  })
}

function renderAt(path: string) {
  const rootRoute = createRootRoute({ component: Outlet })
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home page</h1> }),
    createRoute({ getParentRoute: () => rootRoute, path: '/contact', component: () => <h1>Contact page</h1> }),
    createRoute({ getParentRoute: () => rootRoute, path: '/inner', component: () => <PageHeader title="Inner page" description="About this page" /> }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/blog/$slug',
      component: () => <PageHeader title="An article" fallback="/blog" backLabel="Back to Blog" />,
    }),
  ]
  const router = createRouter({ routeTree: rootRoute.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }), Wrap: RoutedPartsProvider })
  render(<RouterProvider router={router} />)
  return router
}

const shortcuts = () => screen.queryByRole('navigation', { name: 'Page shortcuts' })
const barElement = () => document.querySelector<HTMLElement>('[data-page-bar]')

beforeEach(() => {
  FakeIntersectionObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the page shortcuts bar', () => {
  it('is not rendered until the page header has scrolled away (nothing for hydration to mismatch)', async () => {
    renderAt('/inner')
    await screen.findByRole('heading', { level: 1, name: 'Inner page' })
    scrollHeader(false)
    expect(barElement()).toBeNull()
    expect(screen.getAllByRole('link', { name: 'Contact Sales' })).toHaveLength(1)
  })

  it('shows back, the title as plain text and Contact Sales once the header is gone, and hides when it is back', async () => {
    renderAt('/inner')
    await screen.findByRole('heading', { level: 1, name: 'Inner page' })
    scrollHeader(true)

    const bar = shortcuts()
    expect(bar).not.toBeNull()
    expect(bar).not.toHaveAttribute('inert')
    expect(bar?.querySelector('p')).toHaveTextContent('Inner page')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getAllByRole('link', { name: 'Contact Sales' }).map((link) => link.getAttribute('href'))).toEqual(['/contact', '/contact'])
    expect(screen.getAllByRole('button', { name: 'Back' })).toHaveLength(2)

    scrollHeader(false)
    expect(shortcuts()).toBeNull()
    expect(barElement()).toHaveAttribute('data-page-bar', 'hidden')
    expect(barElement()).toHaveAttribute('inert')
    expect(barElement()).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getAllByRole('link', { name: 'Contact Sales' })).toHaveLength(1)
  })

  it('stays shown while it holds the keyboard focus', async () => {
    renderAt('/inner')
    await screen.findByRole('heading', { level: 1, name: 'Inner page' })
    scrollHeader(true)
    const contact = screen.getAllByRole('link', { name: 'Contact Sales' })[0]!
    act(() => contact.focus())
    expect(shortcuts()).toContainElement(contact)
    scrollHeader(false)
    expect(barElement()).toHaveAttribute('data-page-bar', 'shown')
    act(() => contact.blur())
    expect(barElement()).toHaveAttribute('data-page-bar', 'hidden')
  })

  it('its Contact Sales opens the contact page', async () => {
    renderAt('/inner')
    await screen.findByRole('heading', { level: 1, name: 'Inner page' })
    scrollHeader(true)
    await userEvent.click(screen.getAllByRole('link', { name: 'Contact Sales' })[0]!)
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument()
  })

  it('on an article, hides while scrolling down and returns on scrolling up', async () => {
    renderAt('/blog/field-sales-ai')
    await screen.findByRole('heading', { level: 1, name: 'An article' })
    await scrollWindowTo(400)
    scrollHeader(true)
    await waitFor(() => expect(barElement()).toHaveAttribute('data-page-bar', 'hidden'))

    await scrollWindowTo(396) // less than the threshold: no change
    expect(barElement()).toHaveAttribute('data-page-bar', 'hidden')

    await scrollWindowTo(360)
    await waitFor(() => expect(barElement()).toHaveAttribute('data-page-bar', 'shown'))
    expect(shortcuts()).not.toBeNull()
    expect(screen.getAllByRole('button', { name: 'Back to Blog' })).toHaveLength(2)

    await scrollWindowTo(500)
    await waitFor(() => expect(barElement()).toHaveAttribute('data-page-bar', 'hidden'))
  })

  it('on an article, a jump to an in-page anchor does not bring it back until the jump has settled', async () => {
    renderAt('/blog/field-sales-ai')
    await screen.findByRole('heading', { level: 1, name: 'An article' })
    await scrollWindowTo(800)
    scrollHeader(true)
    await scrollWindowTo(700)
    await waitFor(() => expect(barElement()).toHaveAttribute('data-page-bar', 'shown'))

    const link = document.createElement('a')
    link.href = '#somewhere'
    document.body.append(link)
    fireEvent.click(link)
    expect(barElement()).toHaveAttribute('data-page-bar', 'hidden')
    await scrollWindowTo(300) // the jump itself, upwards
    expect(barElement()).toHaveAttribute('data-page-bar', 'hidden')

    act(() => {
      window.dispatchEvent(new Event('scrollend'))
    })
    await scrollWindowTo(280)
    await waitFor(() => expect(barElement()).toHaveAttribute('data-page-bar', 'shown'))
    link.remove()
  })

  it('on other pages ignores the scroll direction', async () => {
    renderAt('/inner')
    await screen.findByRole('heading', { level: 1, name: 'Inner page' })
    await scrollWindowTo(400)
    scrollHeader(true)
    await scrollWindowTo(900)
    expect(barElement()).toHaveAttribute('data-page-bar', 'shown')
  })
})
