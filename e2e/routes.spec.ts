import { allPages } from '../src/content/registry/all-pages'
import { axeViolationsIn, expect, test, useTheme, waitForHydration } from './fixtures'

// Reduced motion shows every card at once: axe then checks the whole page, not only what the
// first screen has faded in (cards below the fold wait, transparent, until scrolled to).
test.use({ reducedMotion: 'reduce' })

const routes = allPages.map((page) => ({ path: page.path, title: page.title, heading: page.heading }))

/**
 * One axe run a route, the theme and width taking turns along the routes: each theme at each
 * width is checked here on a quarter of the routes, and every route in both themes at both
 * widths by the audit (scripts/audit/axe-run.ts), which CI runs after these tests. Three runs a
 * route took a fifth of the end-to-end suite's time on a two-core machine.
 */
const views = [
  { theme: 'dark', width: 375 },
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: 375 },
] as const

for (const [index, { path, title, heading }] of routes.entries()) {
  const { theme, width } = views[index % views.length]!
  test(`${path} answers 200 with one h1, its title and canonical, and passes axe in the ${theme} theme at ${width} px`, async ({ page, consoleErrors }) => {
    await useTheme(page, 'dark')
    // The header's theme toggle shows from 1280 px (at 375 it is in the menu): light starts there.
    await page.setViewportSize({ width: theme === 'light' ? 1280 : width, height: 900 })
    // /thank-you opened directly says there is nothing to confirm; its registry heading is what a sent message reads.
    const response = await page.goto(path === '/thank-you' ? '/thank-you?form=message' : path)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await expect(page.locator('h1')).toHaveCount(1)
    // The registry's heading is the h1, except on home, whose h1 is the hero's rotating headline.
    if (path !== '/') await expect(page.locator('h1')).toHaveText(heading)
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(/^https?:\/\//)
    expect(new URL(canonical ?? '').pathname).toBe(path)

    // The light theme as a visitor gets there, with the header's toggle (dark, then system, then
    // light); it is named "Change theme" until its first use reads the stored choice.
    if (theme === 'light') {
      const toggle = page.getByRole('banner').getByRole('button', { name: /^(Change theme$|Theme: )/ })
      await toggle.click()
      await expect(toggle).toHaveAccessibleName(/^Theme: System\./)
      await toggle.click()
      await expect(toggle).toHaveAccessibleName(/^Theme: Light\./)
      await page.setViewportSize({ width, height: 900 })
    }
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
    expect(await axeViolationsIn(page, theme), `${theme} at ${width}px`).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}

test('an unknown path answers 404 with a not-found page and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL('/')
})
