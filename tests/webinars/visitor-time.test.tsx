// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { webinars } from '~/content/webinars'
import { FakeObserver } from '../fake-intersection-observer'

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
    observer.report(container.firstElementChild!, true, 0)
    expect(await screen.findByText(/^Your time: /)).toBeInTheDocument()
    expect(made).toHaveBeenCalledTimes(1)
    expect(observer.observed.size).toBe(0)
  })

  it('is not given for a recorded session', async () => {
    vi.resetModules()
    const { WebinarWhen } = await import('~/sections/webinars/WebinarWhen')
    const { container } = render(<WebinarWhen webinar={session} past />)
    FakeObserver.instances.at(-1)?.report(container.firstElementChild!, true, 0)
    expect(screen.queryByText(/^Your time:/)).not.toBeInTheDocument()
  })
})
