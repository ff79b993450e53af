import { allPages } from '../src/content/registry/all-pages'
import { axeViolations, expect, test, useTheme, waitForHydration } from './fixtures'
import { THEME_STORAGE_KEY } from '../src/shared/theme-script'

const routes = allPages.map((page) => ({ path: page.path, title: page.title, heading: page.heading }))

for (const { path, title, heading } of routes) {
  test(`${path} answers 200 with one h1, its title and canonical, and passes axe in both themes at 375 and 1280 px`, async ({
    page,
    consoleErrors,
  }) => {
    test.slow() // three page loads and four axe runs: the long pages take ~30 s on a two-core machine
    await useTheme(page, 'dark')
    await page.setViewportSize({ width: 1280, height: 900 })
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await expect(page.locator('h1')).toHaveCount(1)
    // The registry's heading is the h1, except on home, whose h1 is the hero's rotating headline.
    if (path !== '/') await expect(page.locator('h1')).toHaveText(heading)
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(/^https?:\/\//)
    expect(new URL(canonical ?? '').pathname).toBe(path)

    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), { key: THEME_STORAGE_KEY, value: theme })
      await page.reload()
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 })
        expect(await axeViolations(page), `${theme} at ${width}px`).toEqual([])
      }
    }
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
