/**
 * A prerendered page lists the scripts it hydrates with (scripts/lib/page-scripts.ts), and the
 * boot script asks for all of them together with the app's, after the first paint: on a slow
 * phone each script found only when the previous one has run costs a round trip.
 */
import type { Page } from '@playwright/test'
import { bootScriptPath } from '../scripts/lib/first-load-chunks'
import { PAGE_SCRIPTS_ID } from '../src/shared/page-scripts'
import { expect, test, waitForHydration } from './fixtures'

/** The scripts the page asked for until it was hydrated, less the boot script's own. */
async function scriptsUntilHydrated(page: Page, path: string) {
  // The moment the app marks the page hydrated (src/shell/DeferredExtras.tsx), on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return
      ;(window as unknown as { hydratedAt: number }).hydratedAt = performance.now()
      observer.disconnect()
    }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true })
  })
  await page.goto(path)
  await waitForHydration(page)
  const listed = await page.evaluate((id) => {
    const template = document.getElementById(id)
    return template instanceof HTMLTemplateElement ? [...template.content.querySelectorAll('link')].map((link) => link.getAttribute('href') ?? '') : null
  }, PAGE_SCRIPTS_ID)
  // Only what hydration needs: the demo's QA panel loads once the page is hydrated.
  const requested = (
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < (window as unknown as { hydratedAt: number }).hydratedAt)
        .map((entry) => new URL(entry.name).pathname),
    )
  ).filter((pathname) => /^\/assets\/[^/]+\.js$/.test(pathname) && !bootScriptPath.test(pathname))
  const preloaded = await page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname))
  return { requested, listed, preloaded }
}

// Home, a form, each family (services, industries, case studies, articles) and a listing.
for (const path of ['/', '/contact', '/services/ai-implementation', '/verticals/telecom', '/case-studies/chipr', '/blog', '/blog/field-sales-ai']) {
  test(`${path}: every script it hydrates with is listed in its HTML and asked for at once`, async ({ page, consoleErrors }) => {
    const { requested, listed, preloaded } = await scriptsUntilHydrated(page, path)
    expect(listed, 'the page lists its scripts').not.toBeNull()
    expect(requested.length).toBeGreaterThan(0)
    expect(requested.filter((script) => !listed!.includes(script)), 'asked for, not listed').toEqual([])
    expect(preloaded.sort()).toEqual([...listed!].sort())
    expect(consoleErrors).toEqual([])
  })
}
