/**
 * The visitor's first act on a page, for the end-to-end tests and the audit. A page of islands
 * runs React only at that act (src/boot.ts), so whatever waits for the hydrated page acts first,
 * as a visitor would: the pointer moves onto the page's left edge, half-way down, where no
 * control sits.
 */
import type { Page } from '@playwright/test'
import { STARTS_ON_INTENT_ATTRIBUTE } from '../../src/shared/page-start-marks.ts'

/**
 * Waits until the page listens for the visitor's first act (a move before its script runs is lost):
 * a page of islands marks it, a page that starts at once is hydrated.
 */
export async function waitForListening(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => document.documentElement.dataset.hydrated === 'true' || document.documentElement.hasAttribute(attribute),
    STARTS_ON_INTENT_ATTRIBUTE,
  )
}

/** Waits until the page listens for the act, then acts. */
export async function actOnPage(page: Page): Promise<void> {
  await waitForListening(page)
  const y = Math.round((page.viewportSize()?.height ?? 600) / 2)
  // Two moves: the first in a new document reports no movement (as a pointer the browser moves by
  // itself does, which is no act: src/lib/first-intent.ts); the second moves by a pixel.
  await page.mouse.move(2, y)
  await page.mouse.move(1, y)
}

/** Acts on the page, then waits until it is marked hydrated (src/lib/use-hydrated.ts). */
export async function actAndWaitForHydrated(page: Page): Promise<void> {
  await actOnPage(page)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}
