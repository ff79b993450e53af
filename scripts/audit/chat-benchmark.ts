/**
 * How long a visitor waits for the assistant: from clicking the chat toggle to the
 * first word of the answer to a starter question, in the demo build with a warm cache
 * (the panel's code cached, the mock worker running, the knowledge embeddings stored).
 * Printed by the audit as the median of three runs; a figure, not a timed test.
 */
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'

async function openAndAsk(page: Page): Promise<number> {
  const started = await page.evaluate(() => performance.now())
  await page.getByRole('button', { name: 'Open chat assistant' }).click()
  await page.locator('section[aria-labelledby="chat-panel-starters"] button').first().click()
  // The first streamed words of an answer (not the greeting, not 'Thinking...').
  const firstToken = await page.waitForFunction(() => {
    const answer = document.querySelector('[data-chat-kind="answer"]')
    return answer && answer.textContent?.trim() ? performance.now() : null
  })
  return Number(await firstToken.jsonValue()) - started
}

async function fresh(page: Page, url: string) {
  // A new conversation (so the starters show) on a reloaded page; the caches stay.
  await page.evaluate(() => window.sessionStorage.clear())
  await page.goto(url)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

export async function chatFirstTokenFigures(baseUrl: string, runs = 3): Promise<{ runsMs: number[]; medianMs: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
  try {
    const page = await (await browser.newContext()).newPage()
    await page.goto(`${baseUrl}/`)
    await fresh(page, `${baseUrl}/`)
    await openAndAsk(page) // warms the caches
    await page.waitForSelector('[data-chat-kind="answer"][data-chat-status="complete"]')
    const runsMs: number[] = []
    for (let i = 0; i < runs; i++) {
      await fresh(page, `${baseUrl}/`)
      runsMs.push(Math.round(await openAndAsk(page)))
      await page.waitForSelector('[data-chat-kind="answer"][data-chat-status="complete"]')
    }
    const sorted = [...runsMs].sort((a, b) => a - b)
    return { runsMs, medianMs: sorted[Math.floor(sorted.length / 2)] ?? NaN }
  } finally {
    await browser.close()
  }
}
