import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { server } from '@mocks/node'

// How long findBy and waitFor wait for a state: in \`npm test\` the unit tests share two cores with the type
// check, lint and build, and what a page loads lazily (a route's chunk, the mock layer, the calendar file) can
// take over the default second there (the webinar registration's 'Add to calendar' link did under load).
configure({ asyncUtilTimeout: 3000 })

// Every outside call in a test must be answered by a mock handler.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  if (typeof window === 'undefined') return // node-environment tests (server, scripts)
  cleanup()
  window.sessionStorage.clear()
  window.localStorage.clear()
})
afterAll(() => server.close())

// A test that makes React (or anything else) log an error or warning fails.
const failOn = (kind: 'error' | 'warn') =>
  vi.spyOn(console, kind).mockImplementation((...args: unknown[]) => {
    throw new Error(`console.${kind} was called: ${args.map(String).join(' ')}`)
  })
// Installed before each test because restoreMocks resets spies between tests.
beforeEach(() => {
  failOn('error')
  failOn('warn')
})

// jsdom lacks matchMedia; the theme and motion code ask it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  })
}

// jsdom lays nothing out: nothing is at any point of the screen, and scrolling to an element moves nothing.
if (typeof window !== 'undefined') {
  document.elementsFromPoint ??= () => []
  Element.prototype.scrollIntoView ??= () => {}
}
