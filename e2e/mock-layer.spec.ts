import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

const qaButton = (page: Page, scenario: string) => page.getByRole('button', { name: `QA: ${scenario}` })

const serviceWorkerCount = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)

test('a demo page load registers no mock worker and loads no MSW until the first outside call', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  page.on('response', (response) => void response.text().then((body) => body.includes('msw') && requested.push(`msw code in ${response.url()}`), () => {}))
  await page.goto('/about')
  await waitForHydration(page)
  await expect(qaButton(page, 'default')).toBeVisible()
  expect(requested.filter((path) => /mockServiceWorker|msw/.test(path))).toEqual([])
  expect(await serviceWorkerCount(page)).toBe(0)
  await expect(page.locator('html')).not.toHaveAttribute('data-mock-scenario')

  // The first outside call starts the worker, and the mocks answer it.
  const footer = page.getByRole('contentinfo')
  await footer.getByPlaceholder('Your email').fill('ada@analytical.io')
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toContainText("You're subscribed!")
  await expect(page.locator('html')).toHaveAttribute('data-mock-scenario', 'default')
  expect(await serviceWorkerCount(page)).toBe(1)
})

test('a scenario picked with ?scenario= is remembered for the tab and answers the first call', async ({ page }) => {
  await page.goto('/about?scenario=email-403')
  await waitForHydration(page)
  await expect(qaButton(page, 'email-403')).toBeVisible()
  // Client-side navigation drops the query; the tab still remembers the scenario.
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page).toHaveURL('/blog')
  // A new document: its QA panel comes with the visitor's first act there.
  await waitForHydration(page)
  await expect(qaButton(page, 'email-403')).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await footer.getByPlaceholder('Your email').fill('ada@analytical.io')
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('alert').getByText('Subscription failed', { exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-mock-scenario', 'email-403')
  await page.reload()
  await waitForHydration(page)
  await expect(qaButton(page, 'email-403')).toBeVisible()
})

test('the QA panel switches the scenario at run time', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await qaButton(page, 'default').click()
  await page.getByLabel('Mock scenario').selectOption('email-429')
  await expect(qaButton(page, 'email-429')).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await footer.getByPlaceholder('Your email').fill('ada@analytical.io')
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('alert')).toContainText(/wait a minute/)
  await page.reload()
  await waitForHydration(page)
  await expect(qaButton(page, 'email-429')).toBeVisible()
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
