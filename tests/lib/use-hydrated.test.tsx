// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Tells React that updates are awaited with act() (Testing Library sets this when it is imported).
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/** A fresh module per test: whether the page has hydrated is the module's own state. */
async function freshHook() {
  vi.resetModules()
  return import('~/lib/use-hydrated')
}

/** A component that shows which view it rendered, and the list of the views it rendered, in order. */
function viewOf(useHydrated: () => boolean) {
  const views: string[] = []
  function Where() {
    const view = useHydrated() ? 'browser' : 'prerendered'
    views.push(view)
    return <p>{view}</p>
  }
  return { Where, views }
}

describe('useHydrated', () => {
  let container: HTMLElement
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'))
  })
  afterEach(() => container.remove())

  it('hydrates with the prerendered view, then shows the browser view', async () => {
    const { useHydrated } = await freshHook()
    const { Where, views } = viewOf(useHydrated)
    container.innerHTML = renderToString(<Where />)
    expect(container.textContent).toBe('prerendered')

    const recoverableErrors: unknown[] = []
    views.length = 0
    await act(async () => {
      hydrateRoot(container, <Where />, { onRecoverableError: (error) => recoverableErrors.push(error) })
    })
    expect(recoverableErrors).toEqual([])
    expect(views[0]).toBe('prerendered')
    expect(container.textContent).toBe('browser')
  })

  it('renders the browser view at once in what mounts after the page has hydrated', async () => {
    const { markPageHydrated, useHydrated } = await freshHook()
    const { Where, views } = viewOf(useHydrated)
    markPageHydrated()
    await act(async () => createRoot(container).render(<Where />))
    expect(views).toEqual(['browser'])
  })

  it('still hydrates a later part of the page with its prerendered view until the page says it has hydrated', async () => {
    const { useHydrated } = await freshHook()
    const { Where, views } = viewOf(useHydrated)
    // A first part has hydrated and switched (the header, say): that alone says nothing of the rest.
    const first = document.body.appendChild(document.createElement('div'))
    first.innerHTML = renderToString(<Where />)
    await act(async () => hydrateRoot(first, <Where />))
    expect(first.textContent).toBe('browser')

    container.innerHTML = renderToString(<Where />)
    views.length = 0
    const recoverableErrors: unknown[] = []
    await act(async () => hydrateRoot(container, <Where />, { onRecoverableError: (error) => recoverableErrors.push(error) }))
    expect(recoverableErrors).toEqual([])
    expect(views[0]).toBe('prerendered')
    first.remove()
  })
})
