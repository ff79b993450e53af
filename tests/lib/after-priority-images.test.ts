// @vitest-environment jsdom
/**
 * On a page whose largest paint is an image (an article's hero, the blog's featured card),
 * the app's code is requested once that image has loaded (src/boot.ts), never later than
 * the safety timeout.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPriorityImages, PRIORITY_IMAGES_TIMEOUT_MS } from '~/lib/after-priority-images'

function page(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

/** Whether the promise has settled once pending microtasks have run. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  for (let i = 0; i < 5; i++) await Promise.resolve()
  return done
}

/** jsdom never loads images: say whether one is complete. */
function setComplete(image: Element | null, complete: boolean) {
  Object.defineProperty(image, 'complete', { value: complete, configurable: true })
}

describe('afterPriorityImages', () => {
  afterEach(() => vi.useRealTimers())

  it('resolves at once on a page without a prioritised image, or when it has already loaded', async () => {
    expect(await isSettled(afterPriorityImages(page('<img src="/a.jpg" loading="lazy">')))).toBe(true)
    const loaded = page('<img src="/hero.avif" fetchpriority="high">')
    setComplete(loaded.querySelector('img'), true)
    expect(await isSettled(afterPriorityImages(loaded))).toBe(true)
  })

  it('waits for the prioritised image to load, or to fail', async () => {
    for (const outcome of ['load', 'error']) {
      const root = page('<img src="/hero.avif" fetchpriority="high"><img src="/card.avif" loading="lazy">')
      const hero = root.querySelector('img')
      setComplete(hero, false)
      const waiting = afterPriorityImages(root)
      expect(await isSettled(waiting)).toBe(false)
      hero?.dispatchEvent(new Event(outcome))
      expect(await isSettled(waiting)).toBe(true)
    }
  })

  it('never waits longer than the timeout', async () => {
    vi.useFakeTimers()
    const root = page('<img src="/hero.avif" fetchpriority="high">')
    setComplete(root.querySelector('img'), false)
    const waiting = afterPriorityImages(root)
    vi.advanceTimersByTime(PRIORITY_IMAGES_TIMEOUT_MS - 1)
    expect(await isSettled(waiting)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(await isSettled(waiting)).toBe(true)
  })
})
