/**
 * A prerendered page lists the scripts it hydrates with (scripts/lib/page-scripts.ts), and the
 * boot script asks for all of them together with the app's, after the first paint: on a slow
 * phone each script found only when the previous one has run costs a round trip. On a page of
 * islands they have all arrived before the visitor acts, when React runs them.
 */
import type { Page } from '@playwright/test'
import { bootScriptPath } from '../scripts/lib/first-load-chunks'
import { APP_START_MARK } from '../src/shared/page-start-marks'
import { PAGE_SCRIPTS_ID } from '../src/shared/page-scripts'
import { expect, test, waitForHydration, waitForListening } from './fixtures'

/**
 * The scripts the page asked for before its code started to run (src/boot.ts marks it: at once on
 * a page hydrated whole, at the visitor's first act on a page of islands), less the boot script's own.
 */
async function scriptsBeforeRunning(page: Page, path: string) {
  await page.goto(path)
  await waitForListening(page)
  const listed = await page.evaluate((id) => {
    const template = document.getElementById(id)
    return template instanceof HTMLTemplateElement ? [...template.content.querySelectorAll('link')].map((link) => link.getAttribute('href') ?? '') : null
  }, PAGE_SCRIPTS_ID)
  // The visitor acts once what the page listed has arrived (so that nothing listed is counted as
  // asked for after the act).
  await page.waitForFunction((scripts) => {
    const arrived = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
    return scripts.every((script) => arrived.has(script))
  }, listed ?? [])
  await waitForHydration(page)
  // Only what running needs: the demo's QA panel loads once the page is hydrated.
  const requested = (
    await page.evaluate((mark) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < (performance.getEntriesByName(mark)[0]?.startTime ?? Infinity))
        .map((entry) => new URL(entry.name).pathname),
      APP_START_MARK,
    )
  ).filter((pathname) => /^\/assets\/[^/]+\.js$/.test(pathname) && !bootScriptPath.test(pathname))
  const preloaded = await page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname))
  return { requested, listed, preloaded }
}

// Home, a form, each family (services, industries, case studies, articles) and a listing.
for (const path of ['/', '/contact', '/services/ai-implementation', '/verticals/telecom', '/case-studies/chipr', '/blog', '/blog/field-sales-ai']) {
  test(`${path}: every script it asks for before it runs is listed in its HTML, asked for at once`, async ({ page, consoleErrors }) => {
    const { requested, listed, preloaded } = await scriptsBeforeRunning(page, path)
    expect(listed, 'the page lists its scripts').not.toBeNull()
    expect(requested.length).toBeGreaterThan(0)
    expect(requested.filter((script) => !listed!.includes(script)), 'asked for, not listed').toEqual([])
    expect(preloaded.sort()).toEqual([...listed!].sort())
    expect(consoleErrors).toEqual([])
  })
}
