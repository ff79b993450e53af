// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hero, serviceRouteFor, servicesSection, techHub } from '~/content/home'
import { FADE_MS, ROTATION_INTERVAL_MS } from '@machines/headline-rotation.machine'
import { rotateHeadline } from '~/features/home/headline-rotation-driver'
import { RotatingHeadline } from '~/features/home/RotatingHeadline'
import { renderApp } from '../render-app'

afterEach(() => vi.useRealTimers())

describe('rotating headline', () => {
  // The rotation's code loads on demand: have it in the module cache so that its import settles within one flush.
  const codeLoaded = () => Promise.all([import('@machines/headline-rotation.machine'), import('~/lib/machine-runtime'), import('~/features/home/headline-rotation-driver')])
  const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

  /** The prerendered headline (React renders it once and never again), its word driven as the boot script drives it. */
  function rotatingHeadline() {
    render(<RotatingHeadline lead={hero.headlineLead} words={hero.rotatingWords} accessibleText={hero.headlineAccessible} />)
    const word = screen.getByTestId('rotating-word')
    return { heading: screen.getByRole('heading', { level: 1 }), word, stop: rotateHeadline(word, performance.now()) }
  }

  it('shows each word for 3000 ms and swaps it after a 300 ms fade, while the heading text stays stable', async () => {
    await codeLoaded()
    vi.useFakeTimers()
    const { heading, word } = rotatingHeadline()
    expect(heading).toHaveAccessibleName(hero.headlineAccessible)
    expect(word).toHaveTextContent('Slash Costs')
    // The first word's 3000 ms count from when the page showed it, although the machine starts later.
    await after(ROTATION_INTERVAL_MS + FADE_MS - 1)
    expect(word).toHaveTextContent('Slash Costs')
    expect(word).toHaveClass('opacity-0')
    await after(1)
    expect(word).toHaveTextContent('Accelerate Revenue')
    await after(FADE_MS + ROTATION_INTERVAL_MS + FADE_MS - 1)
    expect(word).toHaveTextContent('Accelerate Revenue')
    await after(1)
    expect(word).toHaveTextContent(hero.rotatingWords[2]!)
    expect(heading).toHaveAccessibleName(hero.headlineAccessible)
  })

  it('rotates by itself where React renders it (a move inside the app), once, and stops when it goes', async () => {
    await codeLoaded()
    vi.useFakeTimers()
    const { unmount } = render(<RotatingHeadline lead={hero.headlineLead} words={hero.rotatingWords} accessibleText={hero.headlineAccessible} />)
    const word = screen.getByTestId('rotating-word')
    await after(ROTATION_INTERVAL_MS + FADE_MS)
    expect(word).toHaveTextContent('Accelerate Revenue')
    expect(word).toHaveAttribute('data-rotation', 'on')
    await after(FADE_MS + ROTATION_INTERVAL_MS + FADE_MS)
    expect(word).toHaveTextContent(hero.rotatingWords[2]!)
    unmount()
    expect(word).not.toHaveAttribute('data-rotation')
  })

  it('stops when asked, leaving the word it shows', async () => {
    await codeLoaded()
    vi.useFakeTimers()
    const { word, stop } = rotatingHeadline()
    await after(ROTATION_INTERVAL_MS + FADE_MS)
    expect(word).toHaveTextContent('Accelerate Revenue')
    stop()
    await after(3 * (ROTATION_INTERVAL_MS + 2 * FADE_MS))
    expect(word).toHaveTextContent('Accelerate Revenue')
  })
})

describe('service flip cards', () => {
  it('map each title to its service page and an unknown title to the home page', () => {
    expect(serviceRouteFor('AI Implementation')).toBe('/services/ai-implementation')
    expect(serviceRouteFor('Development Services')).toBe('/services/full-stack-development')
    expect(serviceRouteFor('Revenue Services')).toBe('/services/sales-ai')
    expect(serviceRouteFor('Quantum Consulting')).toBe('/')
  })

  it('keep both faces readable: benefits and Learn More are in the accessibility tree', async () => {
    await renderApp('/')
    for (const card of servicesSection.cards) {
      const article = screen.getByRole('article', { name: card.title })
      for (const benefit of card.benefits) expect(within(article).getByText(benefit)).toBeInTheDocument()
      expect(within(article).getByRole('link', { name: new RegExp(`Learn More\\s*about ${card.title}`) })).toHaveAttribute('href', serviceRouteFor(card.title))
    }
  })

  it('flip on tap and back', async () => {
    const user = userEvent.setup()
    await renderApp('/')
    const article = screen.getByRole('article', { name: 'Revenue Services' })
    await user.click(within(article).getByRole('button', { name: 'Show key benefits' }))
    expect(article).toHaveAttribute('data-flipped', 'true')
    await user.click(within(article).getByRole('button', { name: 'Back' }))
    expect(article).toHaveAttribute('data-flipped', 'false')
  })
})

describe('services hub tabs', () => {
  it('preselect the first tab and show only its panel', async () => {
    await renderApp('/')
    const tablist = screen.getByRole('tablist', { name: techHub.heading })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Rapid Prototyping', 'AI Implementation', 'Full-Stack Development'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Rapid Prototyping' })).toHaveTextContent('2-4 weeks')
    expect(screen.queryByRole('tabpanel', { name: 'AI Implementation' })).not.toBeInTheDocument()
  })

  it('move with arrow keys, Home and End, wrapping around and moving focus', async () => {
    const user = userEvent.setup()
    await renderApp('/')
    const tabs = within(screen.getByRole('tablist', { name: techHub.heading })).getAllByRole('tab')
    tabs[0]?.focus()
    await user.keyboard('{ArrowRight}')
    expect(tabs[1]).toHaveFocus()
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'AI Implementation' })).toHaveTextContent('24-48h')
    await user.keyboard('{End}')
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowRight}')
    expect(tabs[0]).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(tabs[2]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
  })

  it('select a tab by click', async () => {
    const user = userEvent.setup()
    await renderApp('/')
    await user.click(screen.getByRole('tab', { name: 'Customer Support AI' }))
    expect(screen.getByRole('tabpanel', { name: 'Customer Support AI' })).toHaveTextContent('-89%')
  })
})
