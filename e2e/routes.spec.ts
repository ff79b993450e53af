import { allPages } from '../src/content/registry/all-pages'
import { axeViolationsIn, expect, test, useTheme, waitForHydration } from './fixtures'

// Reduced motion shows every card at once: axe then checks the whole page, not only what the
// first screen has faded in (cards below the fold wait, transparent, until scrolled to).
test.use({ reducedMotion: 'reduce' })

const routes = allPages.map((page) => ({ path: page.path, title: page.title, heading: page.heading }))

for (const { path, title, heading } of routes) {
  test(`${path} answers 200 with one h1, its title and canonical, and passes axe in the dark theme at 375 and 1280 px and in the light one at 1280 px`, async ({
    page,
    consoleErrors,
  }) => {
    test.slow() // one page load and three axe runs: the long pages take ~15 s on a busy two-core machine
    await useTheme(page, 'dark')
    await page.setViewportSize({ width: 375, height: 900 })
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

    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await axeViolationsIn(page, 'dark'), 'dark at 375px').toEqual([])
    await page.setViewportSize({ width: 1280, height: 900 })
    expect(await axeViolationsIn(page, 'dark'), 'dark at 1280px').toEqual([])
    // To light as a visitor gets there, with the header's toggle (dark, then system, then light);
    // it is named "Change theme" until its first use reads the stored choice.
    const toggle = page.getByRole('banner').getByRole('button', { name: /^(Change theme$|Theme: )/ })
    await toggle.click()
    await expect(toggle).toHaveAccessibleName(/^Theme: System\./)
    await toggle.click()
    await expect(toggle).toHaveAccessibleName(/^Theme: Light\./)
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    // Every rule at both widths (the dark runs), the colours in each theme: the light theme's colours at
    // 375 px too are the audit's, which checks every route in both themes at both widths (scripts/audit/axe-run.ts).
    expect(await axeViolationsIn(page, 'light'), 'light at 1280px').toEqual([])
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
