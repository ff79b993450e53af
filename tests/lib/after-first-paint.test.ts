// @vitest-environment jsdom
/**
 * The app's code is requested once the page's first content is on screen (src/boot.ts):
 * afterFirstPaint waits for the browser's first-contentful-paint entry, and never longer
 * than it must (hidden page, no paint timing, the safety timeout).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, FIRST_PAINT_TIMEOUT_MS } from '~/lib/after-first-paint'

type Entry = { name: string }
let report: ((entries: Entry[]) => void) | null = null
let disconnected = false

class FakePerformanceObserver {
  static supportedEntryTypes = ['paint']
  constructor(callback: (list: { getEntriesByName(name: string): Entry[] }) => void) {
    report = (entries) => callback({ getEntriesByName: (name) => entries.filter((e) => e.name === name) })
  }
  observe() {}
  disconnect() {
    disconnected = true
  }
}

const settled = (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  return async () => {
    await Promise.resolve()
    await Promise.resolve()
    return done
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  report = null
  disconnected = false
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
})

describe('afterFirstPaint', () => {
  it('resolves when the first contentful paint is reported, not on the first paint alone', async () => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
    const isDone = settled(afterFirstPaint())
    report?.([{ name: 'first-paint' }])
    expect(await isDone()).toBe(false)
    report?.([{ name: 'first-contentful-paint' }])
    expect(await isDone()).toBe(true)
    expect(disconnected).toBe(true)
  })

  it('resolves at once when the first contentful paint is already recorded, without waiting for the observer', async () => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) =>
      name === 'first-contentful-paint' ? ([{ name, entryType: 'paint', startTime: 120, duration: 0 }] as unknown as PerformanceEntryList) : [],
    )
    expect(await settled(afterFirstPaint())()).toBe(true)
    expect(report).toBeNull() // no observer was needed
  })

  it('resolves at once for a hidden page, which paints nothing', async () => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    expect(await settled(afterFirstPaint())()).toBe(true)
  })

  it('resolves when the page is hidden before its first paint', async () => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
    const isDone = settled(afterFirstPaint())
    document.dispatchEvent(new Event('visibilitychange'))
    expect(await isDone()).toBe(true)
  })

  it('resolves at once where paint timing cannot be observed', async () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    expect(await settled(afterFirstPaint())()).toBe(true)
  })

  it('gives up waiting after the safety timeout', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
    const isDone = settled(afterFirstPaint())
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_TIMEOUT_MS - 1)
    expect(await isDone()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await isDone()).toBe(true)
  })
})
