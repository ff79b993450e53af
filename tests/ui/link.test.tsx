// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Link } from '~/ui/Link'
import { RoutedPartsProvider } from '~/ui/routed-parts-provider'

/** The links every page of the small site lists. */
function SiteLinks({ onArticleClick }: { onArticleClick?: (() => void) | undefined }) {
  return (
    <nav aria-label="Pages">
      <Link to="/">Home</Link>
      <Link to="/contact">Contact</Link>
      <Link to="/blog">Blog</Link>
      <Link to="/blog/$slug" params={{ slug: 'field-sales-ai' }} {...(onArticleClick ? { onClick: onArticleClick } : {})}>
        Article
      </Link>
      <Link to="/about" hash="team">
        Team
      </Link>
      <Link to="/contact" search={{ topic: 'Sales AI' }}>
        Ask about Sales AI
      </Link>
    </nav>
  )
}

/** A small site: home, a form page, and a family of articles, each page listing the same links. */
function renderSite(path: string, { onArticleClick, preload = 'intent' }: { onArticleClick?: () => void; preload?: 'intent' | false } = {}) {
  const root = createRootRoute({
    component: () => (
      <>
        <SiteLinks onArticleClick={onArticleClick} />
        <Outlet />
      </>
    ),
  })
  const page = (routePath: string) => createRoute({ getParentRoute: () => root, path: routePath, component: () => <h1>{routePath}</h1> })
  const routeTree = root.addChildren([page('/'), page('/contact'), page('/blog'), page('/blog/$slug'), page('/about')])
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }), defaultPreload: preload, Wrap: RoutedPartsProvider })
  return { router, ...render(<RouterProvider router={router} />) }
}

const link = (name: string) => screen.getByRole('link', { name })

// jsdom has no scrolling and no other documents: the router's scroll restoration scrolls on every
// navigation, and a click the link leaves to the browser would load another document.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

/** Clicks like a visitor; true when the link left the click to the browser (it would open the page itself). */
function clickLeftToBrowser(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let leftToBrowser = false
  const afterTheApp = (event: Event) => {
    leftToBrowser = !event.defaultPrevented
    event.preventDefault()
  }
  document.addEventListener('click', afterTheApp)
  fireEvent.click(element, init)
  document.removeEventListener('click', afterTheApp)
  return leftToBrowser
}

describe('Link', () => {
  it('renders the href the router builds for a page, its params and its #hash', async () => {
    const { router } = renderSite('/')
    await screen.findByRole('heading', { name: '/' })
    expect(link('Contact')).toHaveAttribute('href', router.buildLocation({ to: '/contact' }).href)
    expect(link('Article')).toHaveAttribute('href', '/blog/field-sales-ai')
    expect(link('Team')).toHaveAttribute('href', '/about#team')
    expect(link('Ask about Sales AI')).toHaveAttribute('href', '/contact?topic=Sales+AI')
  })

  it('marks the link to the current page and to the section it is in, as the router does', async () => {
    renderSite('/blog/field-sales-ai')
    await screen.findByRole('heading', { name: '/blog/$slug' })
    expect(link('Article')).toHaveAttribute('aria-current', 'page')
    expect(link('Article')).toHaveAttribute('data-status', 'active')
    expect(link('Blog')).toHaveAttribute('aria-current', 'page')
    expect(link('Home')).not.toHaveAttribute('aria-current')
    expect(link('Contact')).not.toHaveAttribute('data-status')
  })

  it('navigates through the router on a click, and the marking follows', async () => {
    const { router } = renderSite('/')
    await screen.findByRole('heading', { name: '/' })
    expect(clickLeftToBrowser(link('Contact'))).toBe(false)
    expect(await screen.findByRole('heading', { name: '/contact' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/contact')
    expect(link('Contact')).toHaveAttribute('aria-current', 'page')
    expect(link('Home')).not.toHaveAttribute('aria-current')
  })

  it('lands on the #hash it names', async () => {
    const { router } = renderSite('/')
    await screen.findByRole('heading', { name: '/' })
    fireEvent.click(link('Team'))
    await screen.findByRole('heading', { name: '/about' })
    expect(router.state.location.hash).toBe('team')
  })

  it("runs the caller's click handler first, then navigates", async () => {
    const onArticleClick = vi.fn()
    const { router } = renderSite('/', { onArticleClick })
    await screen.findByRole('heading', { name: '/' })
    fireEvent.click(link('Article'))
    expect(onArticleClick).toHaveBeenCalledTimes(1)
    await screen.findByRole('heading', { name: '/blog/$slug' })
    expect(router.state.location.pathname).toBe('/blog/field-sales-ai')
  })

  it('leaves a modified or middle click to the browser (a new tab or window)', async () => {
    const { router } = renderSite('/')
    await screen.findByRole('heading', { name: '/' })
    for (const modified of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(clickLeftToBrowser(link('Contact'), modified)).toBe(true)
    }
    expect(router.state.location.pathname).toBe('/')
  })

  it('preloads the page on hover after a short delay, not when the pointer only passes over', async () => {
    const { router } = renderSite('/')
    await screen.findByRole('heading', { name: '/' })
    const preload = vi.spyOn(router, 'preloadRoute')
    fireEvent.mouseEnter(link('Team'))
    fireEvent.mouseLeave(link('Team'))
    fireEvent.mouseEnter(link('Contact'))
    await vi.waitFor(() => expect(preload).toHaveBeenCalled())
    expect(preload.mock.calls.map(([options]) => options)).toEqual([expect.objectContaining({ to: '/contact' })])
  })

  it('preloads on touch at once, and on keyboard focus', async () => {
    const { router } = renderSite('/')
    await screen.findByRole('heading', { name: '/' })
    const preload = vi.spyOn(router, 'preloadRoute')
    fireEvent.touchStart(link('Article'))
    expect(preload).toHaveBeenCalledWith(expect.objectContaining({ to: '/blog/field-sales-ai' }))
    act(() => link('Contact').focus())
    await vi.waitFor(() => expect(preload).toHaveBeenCalledWith(expect.objectContaining({ to: '/contact' })))
  })

  it('preloads nothing when the router is set not to', async () => {
    const { router } = renderSite('/', { preload: false })
    await screen.findByRole('heading', { name: '/' })
    const preload = vi.spyOn(router, 'preloadRoute')
    vi.useFakeTimers()
    try {
      fireEvent.touchStart(link('Article'))
      fireEvent.mouseEnter(link('Contact'))
      vi.advanceTimersByTime((router.options.defaultPreloadDelay ?? 0) + 1) // past the hover delay
      expect(preload).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it('renders the same links without a router (an island hydrated alone), search params written as the router writes them', async () => {
    const routed = renderSite('/blog')
    await screen.findByRole('heading', { name: '/blog' })
    const names = ['Home', 'Contact', 'Blog', 'Article', 'Team', 'Ask about Sales AI']
    const hrefsWith = names.map((name) => link(name).getAttribute('href'))
    routed.unmount()
    window.history.replaceState(null, '', '/blog')
    render(<SiteLinks />)
    expect(names.map((name) => link(name).getAttribute('href'))).toEqual(hrefsWith)
    expect(link('Blog')).toHaveAttribute('aria-current', 'page')
    expect(link('Ask about Sales AI')).not.toHaveAttribute('aria-current')
  })
})
