/**
 * Pages of islands (src/islands-main.tsx): a visitor who lands on the home page, an article, a
 * service or an industry page, a case study, the blog or the contact page runs React for the parts that change after paint only, never the router or the
 * whole app, and everything on the page still works: the footer's form hydrates when it is
 * reached (or at the first touch or key inside it), Back is the browser's history, and a link
 * opens the next page as a new document. Its scripts download after the first paint, and React
 * runs them at the visitor's first act (src/boot.ts).
 */
import { parse } from 'node-html-parser'
import { appScriptPath } from '../scripts/lib/first-load-chunks'
import { sitemapPaths } from '../scripts/audit/site-files'
import type { Page } from '@playwright/test'
import { PAGE_SCRIPTS_ID } from '../src/shared/page-scripts'
import { emailRequests, expect, openWithScenario, test, useTheme, waitForHydration, waitForListening } from './fixtures'

const islandPages = ['/', '/blog/field-sales-ai', '/services/sales-ai', '/verticals/telecom', '/case-studies/chipr', '/contact', '/blog', '/roi-calculator', '/thank-you?form=message']

for (const path of islandPages) {
  test(`${path} starts its islands and never loads the app's router`, async ({ page, consoleErrors }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname
      if (file.endsWith('.js')) scripts.push(file)
    })
    await page.goto(path)
    await waitForHydration(page)
    expect(scripts.filter((file) => appScriptPath.test(file))).toEqual([expect.stringMatching(/\/islands-main-/)])
    // Its header works: the theme button names the theme (the visitor has moved).
    await page.getByRole('banner').getByRole('button', { name: /^Theme: / }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: /^Theme: / })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
}

/** Until every script the page lists (its `<template>` of preloads) has arrived. */
const listedScriptsArrived = (page: Page) =>
  page.waitForFunction((id) => {
    const template = document.getElementById(id)
    if (!(template instanceof HTMLTemplateElement)) return false
    const arrived = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
    return [...template.content.querySelectorAll('link')].every((link) => arrived.has(link.getAttribute('href') ?? ''))
  }, PAGE_SCRIPTS_ID)

/** Whether React has taken over any element of the page (it tags the nodes it hydrates). */
const reactRuns = (page: Page) => page.evaluate(() => Array.from(document.querySelectorAll('#root *')).some((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))))

for (const path of ['/', '/blog/field-sales-ai', '/services/sales-ai', '/verticals/telecom', '/contact']) {
  test(`${path} downloads its scripts but runs React only at the visitor's first act, and that act is not lost`, async ({ page, consoleErrors }) => {
    await useTheme(page, 'dark')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(path)
    await waitForListening(page)
    // Every script the page lists has arrived, and still nothing runs them: the reader has not acted.
    await listedScriptsArrived(page)
    expect(await reactRuns(page)).toBe(false)
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    // The first act is a click on the theme button: React starts, and the click is replayed.
    await page.getByRole('banner').getByRole('button', { name: 'Change theme' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: /^Theme: System/ })).toBeVisible()
    expect(await reactRuns(page)).toBe(true)
    expect(consoleErrors).toEqual([])
  })
}

test('a campaign link (utm_ parameters, a click id) waits for the first act as the plain address does, and its campaign is kept for a lead', async ({ page, consoleErrors }) => {
  await page.goto('/services/sales-ai?utm_source=linkedin&utm_campaign=autumn&gclid=Cj0KCQ')
  await waitForListening(page)
  await listedScriptsArrived(page)
  expect(await reactRuns(page)).toBe(false)
  // The lead's source is the boot script's: recorded before any act.
  expect(await page.evaluate(() => Object.values(sessionStorage).join(' '))).toContain('autumn')
  await waitForHydration(page)
  expect(await reactRuns(page)).toBe(true)
  expect(consoleErrors).toEqual([])
})

test('the chat toggle, clicked before any script has run, opens the chat', async ({ page, consoleErrors }) => {
  await page.goto('/services/sales-ai')
  await waitForListening(page)
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  await page.getByRole('button', { name: 'Open chat assistant' }).click()
  await expect(page.getByRole('dialog', { name: /^\S.* Assistant$/ })).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('the footer form of a page of islands keeps what was typed into it before it hydrated, and subscribes', async ({ page }) => {
  const requests = emailRequests(page)
  await openWithScenario(page, '/services/sales-ai')
  const footer = page.getByRole('contentinfo')
  const input = footer.getByPlaceholder('Your email')
  // Autofill writes the value without a key or a focus inside the form: the form is still the prerendered HTML.
  await input.evaluate((element: HTMLInputElement) => {
    element.value = 'ada@analytical.io'
  })
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toContainText("You're subscribed!")
  expect(requests).toHaveLength(1)
})

test('Back on a page of islands goes to the page before it, or to its section when it was the first page opened', async ({ page }) => {
  await page.goto('/services/sales-ai')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL('/')

  await page.goto('/blog')
  await page.goto('/blog/field-sales-ai')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('button', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL('/blog')
})

test('an in-page link of a page of islands lands its heading below the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/blog/field-sales-ai')
  await waitForHydration(page)
  const links = page.getByRole('navigation', { name: 'Table of contents' }).filter({ visible: true }).getByRole('link')
  const id = ((await links.last().getAttribute('href')) ?? '').slice(1)
  await links.last().click()
  await expect
    .poll(async () => {
      const headerBottom = await page.locator('header.sticky').first().evaluate((element) => element.getBoundingClientRect().bottom)
      const top = await page.locator(`[id="${id}"]`).evaluate((element) => element.getBoundingClientRect().top)
      return top >= headerBottom && top <= headerBottom + 40
    })
    .toBe(true)
})

test('opening the chat on a page of islands leaves the page to its islands: the whole app never starts over them', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/blog/field-sales-ai')
  await waitForHydration(page)
  // The chat's panel shares code with the app's chunk: loading it must not hydrate the page whole.
  await page.getByRole('button', { name: 'Open chat assistant' }).click()
  await expect(page.getByRole('dialog', { name: /assistant/i })).toBeVisible()
  // The header, an island, still works as one React root: the theme button steps once per click.
  const theme = page.getByRole('banner').getByRole('button', { name: /^(Change theme|Theme: )/ })
  await page.keyboard.press('Escape')
  await theme.click()
  await expect(page.getByRole('banner').getByRole('button', { name: /^Theme: / })).toBeVisible()
  expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')))).toBe(false)
  expect(consoleErrors).toEqual([])
})

/** What a visitor can press or type into. A <summary> works without scripts, as does a focusable region that scrolls (a wide table). */
const CONTROLS = 'button, input, select, textarea, [role="button"], [role="tab"], [role="switch"], [tabindex]:not(a, [tabindex="-1"], [role="region"])'

test('every control on a page of islands is inside an island: the static rest has none that could not work', async ({ page }) => {
  const paths = sitemapPaths(await (await page.request.get('/sitemap.xml')).text())
  const deadControls: string[] = []
  let pagesOfIslands = 0
  for (const path of paths) {
    const html = parse(await (await page.request.get(path)).text())
    if (html.querySelector('#root')?.getAttribute('data-render') !== 'islands') continue
    pagesOfIslands++
    for (const control of html.querySelectorAll(`#root :is(${CONTROLS})`)) {
      if (control.closest('[data-island]') === null) deadControls.push(`${path}: <${control.tagName.toLowerCase()}> ${control.text.trim().slice(0, 40) || control.getAttribute('aria-label') || ''}`)
    }
  }
  expect(pagesOfIslands).toBeGreaterThanOrEqual(islandPages.length)
  expect(deadControls).toEqual([])
})
