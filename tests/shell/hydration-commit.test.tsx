// @vitest-environment jsdom
/**
 * Hydrating a page renders nothing again inside its own commit. A state set in a layout effect
 * while the page hydrates makes React render that part again at once, before the commit's task
 * ends: one long task on a slow phone. The ROI calculator did that on every visit (its list of
 * rejected link fields, set even when empty), which put /roi-calculator over the blocking-time budget.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { Profiler, startTransition, type ProfilerOnRenderCallback } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { allPages } from '~/content/registry/all-pages'

// React's real scheduling, as in the browser: inside act() every update would run in one go.
beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false })
})

let root: Root | null = null
let container: HTMLElement | null = null
afterEach(() => {
  root?.unmount()
  container?.remove()
  root = null
  container = null
  delete document.documentElement.dataset.hydrated
})

/**
 * Hydrates the prerendered page at `path` as the browser does (src/main.tsx) and waits until it has
 * settled. Returns the phase of each commit React reported, those of the commits made inside
 * another commit's task, and any mismatch.
 */
async function hydrate(path: string) {
  // A fresh app for each page, as a page load gets: the app's modules keep state (whether the page has hydrated).
  vi.resetModules()
  const [{ render: prerender }, { createAppRouter }] = await Promise.all([import('~/entry-server'), import('~/router')])
  const { html } = await prerender(path)
  container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = html
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) })
  // Unlike src/main.tsx, no `router.ssr`: under jsdom the prerender ran with the router's browser
  // build, which puts a Suspense boundary at the top, and the client must render the same tree.
  await router.load()
  const phases: string[] = []
  const renderedAgainInsideACommit: string[] = []
  let commitRunning = false
  const onRender: ProfilerOnRenderCallback = (_id, phase) => {
    // A commit reported while another's task still runs its synchronous work was made inside it.
    if (commitRunning) renderedAgainInsideACommit.push(phase)
    phases.push(phase)
    commitRunning = true
    queueMicrotask(() => (commitRunning = false))
  }
  const recoverableErrors: unknown[] = []
  const target = container
  startTransition(() => {
    root = hydrateRoot(
      target,
      <Profiler id="page" onRender={onRender}>
        <RouterProvider router={router} />
      </Profiler>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    )
  })
  // Generous: under a busy `npm test` (two lanes on two cores) a page can take a few seconds.
  await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'), { timeout: 10_000 })
  // What the hydrated page loads on its own (the QA panel) renders too.
  await vi.dynamicImportSettled()
  return { phases, renderedAgainInsideACommit, recoverableErrors }
}

// The first page also imports the whole app.
describe('hydration', { timeout: 20_000 }, () => {
  for (const { path } of allPages) {
    it(`of ${path} renders nothing again inside its commit`, async () => {
      const { phases, renderedAgainInsideACommit, recoverableErrors } = await hydrate(path)
      // A mismatch would make React render the page afresh instead of hydrating it.
      expect(recoverableErrors).toEqual([])
      expect(phases[0]).toBe('mount')
      expect(renderedAgainInsideACommit).toEqual([])
    })
  }
})
