// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeObserver } from '../fake-intersection-observer'

/** Renders `count` Reveal cards ("Card 0", "Card 1", ...) with a fresh shared observer. */
async function renderCards(count: number) {
  // The observer is shared by the module: a fresh module per test.
  vi.resetModules()
  const { Reveal } = await import('~/ui/Reveal')
  render(
    <>
      {Array.from({ length: count }, (_, i) => (
        <Reveal key={i}>Card {i}</Reveal>
      ))}
    </>,
  )
  return { elements: Array.from({ length: count }, (_, i) => screen.getByText(`Card ${i}`)), observer: FakeObserver.instances.at(-1) }
}

async function renderReveal() {
  const { elements, observer } = await renderCards(1)
  return { element: elements[0]!, observer }
}

describe('Reveal', () => {
  beforeEach(() => {
    FakeObserver.instances = []
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    vi.stubGlobal('innerHeight', 800)
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
  })
  afterEach(() => vi.unstubAllGlobals())

  it('hides a card below the fold until it scrolls into view, then fades it in', async () => {
    const { element, observer } = await renderReveal()
    expect(element.dataset.reveal).toBeUndefined()
    observer?.report(element, false, 1400)
    expect(element.dataset.reveal).toBe('pending')
    observer?.report(element, true, 700)
    expect(element.dataset.reveal).toBe('shown')
    expect(observer?.observed.has(element)).toBe(false)
  })

  it('never hides a card already on screen or scrolled past', async () => {
    const onScreen = await renderReveal()
    onScreen.observer?.report(onScreen.element, false, 760) // in the bottom tenth, outside the trigger margin
    expect(onScreen.element.dataset.reveal).toBeUndefined()
    expect(onScreen.observer?.observed.has(onScreen.element)).toBe(false)

    cleanup()
    const passed = await renderReveal()
    passed.observer?.report(passed.element, false, -300)
    expect(passed.element.dataset.reveal).toBeUndefined()
  })

  it('reads the viewport height once per report, before marking any card (one layout, not one per card)', async () => {
    const { elements, observer } = await renderCards(6)
    const reads: string[] = []
    // A getter that notes each read (stubGlobal first, so that unstubAllGlobals restores the real one).
    vi.stubGlobal('innerHeight', undefined)
    Object.defineProperty(window, 'innerHeight', {
      configurable: true,
      get: () => (reads.push(elements.some((element) => element.dataset.reveal) ? 'after a card was marked' : 'before any mark'), 800),
    })
    observer?.reportAll(elements.map((element, i) => ({ element, isIntersecting: false, top: i < 2 ? 300 : 1200 + i * 100 })))
    expect(elements.map((element) => element.dataset.reveal)).toEqual([undefined, undefined, 'pending', 'pending', 'pending', 'pending'])
    expect(reads).toEqual(['before any mark'])
  })

  it('does nothing for a reader who prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
    const { element } = await renderReveal()
    expect(FakeObserver.instances).toHaveLength(0)
    expect(element.dataset.reveal).toBeUndefined()
  })
})
