/**
 * A control that is painted works. On a slow phone the prerendered page shows every
 * control a second or more before the app's code has hydrated it; whatever the visitor
 * does in that window either works at once (the platform's own behaviour) or is replayed
 * once the code runs: exactly once, in order, nothing lost.
 *
 * Each test slows the CPU 4x, holds the app's code (not the boot script, which a phone
 * runs first) so that it acts in that window for sure, acts as soon as the control is
 * visible, then lets the code run and expects the effect without acting again.
 */
import type { Page } from '@playwright/test'
import { THEME_STORAGE_KEY } from '../src/shared/theme-script'
import { expect as baseExpect, test } from './fixtures'
import { appScriptPath, bootScriptPath } from '../scripts/lib/first-load-chunks'

// On a shared two-core machine the app's code can take seconds to load, run and hydrate
// once released: each test waits for its effect that long.
const expect = baseExpect.configure({ timeout: 15_000 })

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true')

/**
 * Opens `path` with the CPU slowed 4x and the app's code held until the returned
 * function is called: the page is painted and its boot script runs, nothing more.
 */
async function openBeforeHydration(page: Page, path: string) {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route((url) => /\/assets\/[^/]+\.js$/.test(url.pathname) && !bootScriptPath.test(url.pathname), async (route) => {
    await held
    await route.continue()
  })
  // The boot script asks for the app's code once it has run and the page is painted.
  const booted = page.waitForRequest(appScriptPath)
  await page.goto(path, { waitUntil: 'commit' })
  return {
    booted,
    /** Lets the app's code load; checks first that what the test did happened before it. */
    release: async () => {
      await booted
      expect(await isHydrated(page), 'acted before the page was interactive').toBe(false)
      // What happens next is the app's code running at whatever speed: no need to wait 4x for it.
      await session.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      release()
    },
  }
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('a tap on the menu button opens the menu at once, and the menu works as usual once the page is ready', async ({ page }) => {
    const { release } = await openBeforeHydration(page, '/')
    const button = page.getByRole('button', { name: 'Open menu' })
    await button.click()
    const menu = page.getByRole('dialog', { name: 'Site menu' })
    await expect(menu).toBeVisible()
    await release()
    // Adopted as open by the menu's machine: still open, and the button says so.
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('the menu opened and closed before the page is ready stays closed', async ({ page }) => {
    const { release } = await openBeforeHydration(page, '/')
    const button = page.getByRole('button', { name: 'Open menu' })
    await button.click()
    const menu = page.getByRole('dialog', { name: 'Site menu' })
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await release()
    await expect.poll(() => isHydrated(page)).toBe(true)
    await expect(menu).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the pointer resting on Services opens its dropdown, and it is still open once the page is ready', async ({ page }) => {
    const { booted, release } = await openBeforeHydration(page, '/')
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })
    await booted
    await services.hover()
    const panel = page.locator(`[id="${await services.getAttribute('aria-controls')}"]`)
    await expect(panel.getByRole('link', { name: /^AI Implementation/ })).toBeVisible()
    await release()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    // The machine owns it now: the pointer leaving closes it.
    await page.mouse.move(640, 700)
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  })

  test('Enter on Resources opens its dropdown once (not open-then-closed)', async ({ page }) => {
    const { booted, release } = await openBeforeHydration(page, '/')
    const resources = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' })
    await booted
    await resources.focus()
    await resources.press('Enter')
    await release()
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    await expect(resources).toBeFocused()
    // Pinned open by the key: Escape closes it and keeps the focus on the trigger.
    await page.keyboard.press('Escape')
    await expect(resources).toHaveAttribute('aria-expanded', 'false')
    await expect(resources).toBeFocused()
  })

  test('a click on the second tab of a hub selects it', async ({ page }) => {
    const { release } = await openBeforeHydration(page, '/')
    const tabs = page.getByRole('tablist').first().getByRole('tab')
    const second = tabs.nth(1)
    await second.click()
    await release()
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false')
    await expect(page.getByRole('tabpanel').first()).toBeVisible()
    expect(await page.getByRole('tabpanel').first().getAttribute('aria-labelledby')).toBe(await second.getAttribute('id'))
  })

  test('two clicks on the theme button are two steps, in order', async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.getItem(key) ?? window.localStorage.setItem(key, 'light'), THEME_STORAGE_KEY)
    const { release } = await openBeforeHydration(page, '/')
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Change theme' })
    await toggle.click()
    await toggle.click()
    await release()
    // light -> dark -> system: stored once per step, and the button names the result.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Theme: System. Switch to Light theme' })).toBeVisible()
    expect(await page.evaluate((key) => window.localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('system')
  })

  test('a search typed on /blog filters the list and goes into the URL', async ({ page }) => {
    const { release } = await openBeforeHydration(page, '/blog')
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    await search.pressSequentially('prototyp')
    await release()
    await expect(page).toHaveURL(/[?&]q=prototyp(&|$)/)
    await expect(search).toHaveValue('prototyp')
    // The list narrows a render after the URL does (once the page counts as hydrated): wait for it.
    const titles = page.getByRole('region', { name: 'Browse articles' }).getByRole('article').getByRole('heading')
    const narrowed = async () => {
      const shown = await titles.allTextContents()
      return shown.length > 0 && shown.every((title) => title.toLowerCase().includes('prototyp'))
    }
    await expect.poll(narrowed).toBe(true)
  })

  test('a figure typed into the ROI calculator is the one the estimate uses', async ({ page }) => {
    const { release } = await openBeforeHydration(page, '/roi-calculator')
    const team = page.getByLabel('People doing the work')
    const result = page.getByRole('region', { name: 'Your estimate' })
    const before = await result.getByRole('definition').first().textContent()
    await team.fill('40')
    await release()
    await expect.poll(() => isHydrated(page)).toBe(true)
    await expect(team).toHaveValue('40')
    await expect(result.getByRole('definition').first()).not.toHaveText(before ?? '')
    await expect(result.getByRole('link', { name: 'Review this estimate with an advisor' })).toHaveAttribute('href', /team\+of\+40/)
  })

  test('scrolling down and resting turns the header shadowed once the page is ready', async ({ page }) => {
    const { booted, release } = await openBeforeHydration(page, '/')
    await booted
    await page.mouse.wheel(0, 900)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50)
    await release()
    await expect(page.locator('header [data-scrolled]')).toHaveAttribute('data-scrolled', 'true')
  })
})
