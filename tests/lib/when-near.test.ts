// @vitest-environment jsdom
/**
 * `whenNear` (src/lib/when-near.ts) lets the boot script start a page's islands at once when an
 * island that must be right wherever the visitor looks is near the viewport (src/boot.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NEAR_VIEWPORT_MARGIN, whenNear } from '~/lib/when-near'

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void

let report: Report
let options: IntersectionObserverInit | undefined
let observed: Element[]
let disconnected: boolean

beforeEach(() => {
  observed = []
  disconnected = false
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        report = (entries) => callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver)
        options = init
      }
      observe(element: Element) {
        observed.push(element)
      }
      disconnect() {
        disconnected = true
      }
    },
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('whenNear', () => {
  it('calls back once, when one of the elements comes within a screen of the viewport, and stops watching', () => {
    const [first, second] = [document.createElement('div'), document.createElement('div')]
    const callback = vi.fn()
    whenNear([first, second], callback)
    expect(observed).toEqual([first, second])
    expect(options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN)
    report([{ target: first, isIntersecting: false }, { target: second, isIntersecting: false }])
    expect(callback).not.toHaveBeenCalled()
    report([{ target: second, isIntersecting: true }])
    expect(callback).toHaveBeenCalledOnce()
    expect(disconnected).toBe(true)
  })

  it('watches nothing when there is nothing to watch', () => {
    const callback = vi.fn()
    whenNear([], callback)
    expect(observed).toEqual([])
    expect(callback).not.toHaveBeenCalled()
  })
})
