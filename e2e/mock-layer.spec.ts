import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

const scenarioOf = (page: Page) =>
  page.locator('html').getAttribute('data-mock-scenario')

test('a scenario picked with ?scenario= is remembered for the tab', async ({ page }) => {
  await page.goto('/about?scenario=email-403')
  await expect.poll(() => scenarioOf(page)).toBe('email-403')
  await page.goto('/blog')
  await expect.poll(() => scenarioOf(page)).toBe('email-403')
})

test('the QA panel switches the scenario at run time', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect.poll(() => scenarioOf(page)).toBe('default')
  await page.getByRole('button', { name: 'QA: default' }).click()
  await page.getByLabel('Mock scenario').selectOption('email-429')
  await expect.poll(() => scenarioOf(page)).toBe('email-429')
  await page.reload()
  await expect.poll(() => scenarioOf(page)).toBe('email-429')
})

test('the site still renders and works when the service worker cannot start', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator('h1')).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Talk to an AI Advisor' }).click()
  await expect(page).toHaveURL('/contact')
  expect(errors).toEqual([])
  await context.close()
})
