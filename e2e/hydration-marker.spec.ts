/**
 * `data-hydrated` (src/shell/DeferredExtras.tsx) is what the tests, the audit's benchmarks and
 * monitoring wait for, so it must mean that the whole page listens. React hydrates the shell
 * first and the page's content (the router's outlet is a Suspense boundary) in a later pass.
 */
import { expect, test, waitForHydration } from './fixtures'

declare global {
  interface Window {
    atHydratedMark?: { first: boolean; last: boolean }
  }
}

for (const path of ['/', '/blog/field-sales-ai']) {
  test(`${path} is marked hydrated only once its content is hydrated too`, async ({ page }) => {
    await page.addInitScript(() => {
      // React keeps its instance on each element as it hydrates it.
      const hydrated = (element: Element | undefined) => element !== undefined && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return
        observer.disconnect()
        const content = [...document.querySelectorAll('#main-content *')]
        window.atHydratedMark = { first: hydrated(content.at(0)), last: hydrated(content.at(-1)) }
      }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true })
    })
    await page.goto(path)
    await waitForHydration(page)
    expect(await page.evaluate(() => window.atHydratedMark)).toEqual({ first: true, last: true })
  })
}
