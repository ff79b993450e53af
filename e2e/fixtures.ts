import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type Page, type Request } from '@playwright/test'
import type { AxeResults } from 'axe-core'
import { workerUpdateRace } from '../mocks/worker-update-race'
import { actOnPage, waitForListening } from '../scripts/lib/act-on-page'
import { renderEveryBlock, RENDER_WHEN_NEAR } from '../src/shared/render-when-near'
import { THEME_STORAGE_KEY } from '../src/shared/theme-script'

export type Theme = 'light' | 'dark'

/**
 * A page that fails the test on any console error or uncaught exception, with the
 * theme chosen before the site's scripts run.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    // Each error says where it came from: a failure at the end of a test may come from the page it went to.
    const at = (source: string) => ` (${new URL(page.url()).pathname}${source ? `, ${source}` : ''})`
    page.on('console', (message) => {
      if (message.type() !== 'error' || workerUpdateRace.test(message.text())) return
      const { url, lineNumber } = message.location()
      errors.push(message.text() + at(url ? `${url.replace(/^https?:\/\/[^/]+/, '')}:${lineNumber}` : ''))
    })
    page.on('pageerror', (error) => errors.push(`${error.message}${at(error.stack?.split('\n')[1]?.trim() ?? '')}`))
    await use(errors)
    expect(errors, 'console errors').toEqual([])
  },
})

export { expect }

/** Starts the visit with this theme stored (a later choice in the same test still wins). */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript(
    ({ key, theme }) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, theme)
    },
    { key: THEME_STORAGE_KEY, theme },
  )
}

/** axe-core's browser build, read once per test worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * The rules whose outcome depends on colours: all that a change of theme changes (its only other
 * change is the theme button's icon, which is aria-hidden). A check of a page already checked in
 * one theme needs only these in the other: the other rules take about 40% of a run.
 */
const colourRules = ['color-contrast', 'link-in-text-block']

/**
 * Runs axe on the page once entrance transitions have finished (a resize can bring
 * cards into view mid-fade, and axe would measure their half-transparent colours),
 * and returns the violations in a readable form.
 */
export async function axeViolations(page: Page, { coloursOnly = false } = {}) {
  // axe finds the colours behind text only where it has rendered.
  await renderFullLayout(page)
  // The fades start from the site's IntersectionObserver (src/ui/Reveal.tsx). An observer
  // made now gets its first report in the same update as the site's, after the current
  // layout: once it has, every card the viewport shows has been told to fade in.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const pending = document.querySelectorAll('.reveal[data-reveal="pending"]')
        if (pending.length === 0) return resolve()
        const probe = new IntersectionObserver(() => {
          probe.disconnect()
          resolve()
        })
        for (const element of pending) probe.observe(element)
      }),
  )
  // Then no finite animation or transition is still running (endless ones, like the hero's pulses, never end).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  )
  // axe runs inside the page, injected once per document, and reports only what fails. The
  // Playwright wrapper injected it again for every run and sent every passing check back over the
  // protocol: 1.3-1.5 s a run on a long page, against ~0.4 s this way (the site has no frames).
  // Its source (~550 KB) crosses the protocol only when the document lacks it: sent with every
  // run, it cost 130-210 ms each time.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate((source) => new Function(source)(), axeSource)
  const violations = await page.evaluate(async (only) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    const results = await axe.run(document, { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) })
    return results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
  }, coloursOnly ? colourRules : null)
  return violations.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`)
}

/**
 * axe on a page a test checks in both themes: every rule in the dark theme, the colour rules
 * in the light one (a theme changes colours only: `colourRules`).
 */
export function axeViolationsIn(page: Page, theme: Theme) {
  return axeViolations(page, { coloursOnly: theme === 'light' })
}

/**
 * Waits until React has hydrated the prerendered page and, in a demo build, its QA panel (the
 * last thing a page loads on its own) is in, after the visitor's first act (scripts/lib/act-on-page.ts). A
 * navigation in the first instant after hydration can make the router log a recoverable error
 * (TanStack Router #8306). Waiting for the network to be quiet instead cost at least half a
 * second on every visit.
 */
export async function waitForHydration(page: Page) {
  await actOnPage(page)
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' &&
      (document.querySelector('meta[name="site-mode"]')?.getAttribute('content') !== 'demo' ||
        document.querySelector('aside[aria-label="QA panel"]') !== null),
  )
}

/**
 * Renders every block the first rendering left for the browser to render when near
 * (src/shared/render-when-near.ts), as a reader who scrolled through would have: from then on
 * the page has its true height, not estimates.
 */
export async function renderFullLayout(page: Page) {
  await page.evaluate(renderEveryBlock, RENDER_WHEN_NEAR)
}

export interface Shift {
  value: number
  at: number
  /** What moved: each source's element, and its rectangle before and after. */
  sources: string[]
}

/** Records the layout shifts of the visit that no input caused (what Cumulative Layout Shift counts). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type LayoutShift = PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    }
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 4).join('.')}` : String(node?.nodeName)
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`
    const shifts: Shift[] = []
    ;(window as unknown as { __shifts: Shift[] }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue
        const sources = entry.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`)
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Fails with what moved, when and by how much, if anything shifted without input since the visit began. */
export async function expectNoLayoutShift(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)
  expect(shifts, 'layout shifts (value, ms since navigation, what moved)').toEqual([])
}

/** Where the browser's EmailJS client sends every lead. */
export const EMAILJS = 'https://api.emailjs.com/api/v1.0/email/send'

/** Every request that goes to EmailJS (the mock service worker still lets Playwright see them). */
export function emailRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (request.url() === EMAILJS && request.method() === 'POST') requests.push(request)
  })
  return requests
}

/** Opens `path` with a mock scenario picked, once the page is interactive and the QA panel shows it. */
export async function openWithScenario(page: Page, path: string, scenario = 'email-ok') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}scenario=${scenario}`)
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: `QA: ${scenario}` })).toBeVisible()
}

export { actOnPage, waitForListening }
