/**
 * `data-hydrated` (src/shell/DeferredExtras.tsx) is what the tests, the audit's benchmarks and
 * monitoring wait for, so it must mean that the page listens: on a page the app hydrates whole,
 * its content too (React hydrates the shell first and the content, the router's outlet, in a
 * later pass); on a page of islands (src/islands-main.tsx), every island in view.
 */
import { expect, test, waitForHydration } from './fixtures'

declare global {
  interface Window {
    atHydratedMark?: unknown
  }
}

test('/webinars (hydrated whole) is marked hydrated only once its content is hydrated too', async ({ page }) => {
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
  await page.goto('/webinars')
  await waitForHydration(page)
  expect(await page.evaluate(() => window.atHydratedMark)).toEqual({ first: true, last: true })
})

for (const path of ['/', '/blog/field-sales-ai', '/services/sales-ai', '/contact', '/blog', '/roi-calculator']) {
  test(`${path} (a page of islands) is marked hydrated once every island in view is, and its text never is`, async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return
        observer.disconnect()
        const inView = (island: Element) =>
          island.children.length === 0 || [...island.children].some((box) => {
            const rect = box.getBoundingClientRect()
            return rect.height > 0 && rect.top < innerHeight && rect.bottom > 0
          })
        const islands = [...document.querySelectorAll('[data-island]')].filter(inView)
        window.atHydratedMark = {
          islandsInView: islands.length,
          notHydrated: islands.filter((island) => !Object.keys(island).some((key) => key.startsWith('__reactContainer$'))).map((island) => island.getAttribute('data-island')),
          // The page's text outside its islands (the home page's heading is one: its words rotate).
          textHydrated: [...document.querySelectorAll('#main-content :is(h1, h2, p)')]
            .filter((text) => !text.closest('[data-island]'))
            .some((text) => Object.keys(text).some((key) => key.startsWith('__reactFiber$'))),
        }
      }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true })
    })
    await page.goto(path)
    await waitForHydration(page)
    const mark = (await page.evaluate(() => window.atHydratedMark)) as { islandsInView: number; notHydrated: string[]; textHydrated: boolean }
    expect(mark.islandsInView).toBeGreaterThan(2)
    expect(mark.notHydrated).toEqual([])
    expect(mark.textHydrated).toBe(false)
  })
}
