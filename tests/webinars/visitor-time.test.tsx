// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { webinars } from '~/content/webinars'

/** A stand-in IntersectionObserver: the test says when an element comes near the viewport. */
class FakeObserver {
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
  comesNear(element: Element) {
    act(() => this.callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver))
  }
}

const session = webinars[0]!.sessions[0]!

describe('a session’s time in the visitor’s zone', () => {
  beforeEach(() => {
    FakeObserver.instances = []
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    // A visitor in Berlin; the series runs in Los Angeles.
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'Europe/Berlin' } as Intl.ResolvedDateTimeFormatOptions)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('is worked out only once the session comes near the viewport (the first date formatter costs a phone tens of ms)', async () => {
    // A fresh module: the observer and the formatter are made once per visit.
    vi.resetModules()
    const { WebinarWhen } = await import('~/sections/webinars/WebinarWhen')
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    const { container } = render(<WebinarWhen webinar={session} />)
    expect(screen.getByText(`${session.date} · ${session.time}`, { exact: false })).toBeInTheDocument()
    expect(screen.queryByText(/^Your time:/)).not.toBeInTheDocument()
    expect(made).not.toHaveBeenCalled()

    const observer = FakeObserver.instances.at(-1)!
    observer.comesNear(container.firstElementChild!)
    expect(await screen.findByText(/^Your time: /)).toBeInTheDocument()
    expect(made).toHaveBeenCalledTimes(1)
    expect(observer.observed.size).toBe(0)
  })

  it('is not given for a recorded session', async () => {
    vi.resetModules()
    const { WebinarWhen } = await import('~/sections/webinars/WebinarWhen')
    const { container } = render(<WebinarWhen webinar={session} past />)
    FakeObserver.instances.at(-1)?.comesNear(container.firstElementChild!)
    expect(screen.queryByText(/^Your time:/)).not.toBeInTheDocument()
  })
})
