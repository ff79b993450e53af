import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { workerUpdateRace } from '../mocks/worker-update-race'

export type Theme = 'light' | 'dark'

/**
 * A page that fails the test on any console error or uncaught exception, with the
 * theme chosen before the site's scripts run.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && !workerUpdateRace.test(message.text())) errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
    expect(errors, 'console errors').toEqual([])
  },
})

export { expect }

/** Starts the visit with this theme stored (a later choice in the same test still wins). */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((t) => {
    if (!window.localStorage.getItem('vite-ui-theme')) window.localStorage.setItem('vite-ui-theme', t)
  }, theme)
}

/**
 * Runs axe on the page once entrance transitions have finished (a resize can bring
 * cards into view mid-fade, and axe would measure their half-transparent colours),
 * and returns the violations in a readable form.
 */
export async function axeViolations(page: Page) {
  // Let layout settle and IntersectionObserver callbacks (which start the fades) run first.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))))
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  )
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/**
 * Waits until React has hydrated the prerendered page and the page has settled
 * (lazy chunks such as the QA panel loaded). A navigation in the first instant after
 * hydration can make the router log a recoverable error (TanStack Router #8306).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.waitForLoadState('networkidle')
}
