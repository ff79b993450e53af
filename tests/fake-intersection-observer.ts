import { act } from '@testing-library/react'

/**
 * A stand-in IntersectionObserver whose reports the test writes: install it with
 * `vi.stubGlobal('IntersectionObserver', FakeObserver)` and reset `instances` before each test.
 */
export class FakeObserver {
  static instances: FakeObserver[] = []
  readonly observed = new Set<Element>()
  readonly callback: IntersectionObserverCallback
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback
    FakeObserver.instances.push(this)
  }
  observe(element: Element) {
    this.observed.add(element)
  }
  unobserve(element: Element) {
    this.observed.delete(element)
  }
  disconnect() {
    this.observed.clear()
  }
  report(element: Element, isIntersecting: boolean, top: number) {
    this.reportAll([{ element, isIntersecting, top }])
  }
  /** One report about several elements, as the browser sends for the cards of a page. */
  reportAll(reports: { element: Element; isIntersecting: boolean; top: number }[]) {
    const entries = reports.map(({ element, isIntersecting, top }) => ({ target: element, isIntersecting, boundingClientRect: { top } }) as unknown as IntersectionObserverEntry)
    act(() => this.callback(entries, this as unknown as IntersectionObserver))
  }
}
