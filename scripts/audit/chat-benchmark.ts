/**
 * How long a visitor waits for the assistant: from clicking the chat toggle to the first
 * word of the answer to a starter question, with a warm cache (the panel's code cached,
 * the server's passage vectors ready), each run on a fresh conversation of a reloaded
 * page. The audit measures the deploy build, its server talking to the test provider on
 * loopback (scripts/lib/fake-provider.ts), with the CPU slowed by the multiplier calibrated
 * just before each run (cpu-calibration.ts); `cpu: 1` measures it unslowed. Printed as the
 * median of three runs; a figure, not a timed test.
 *
 * Also what a phone downloads for the answer on first use beyond code (a cold visit): the
 * knowledge (KNOWLEDGE_FILE, passage embeddings) and the assistant's own answer.
 */
import { chromium, type Page } from '@playwright/test'
import { KNOWLEDGE_FILE } from '../../src/shared/assistant-knowledge.ts'
import { AI_API_BASE_PATH } from '../../src/shared/ai-contract.ts'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { benchmarkIndexExpression, measurementCpu, type CpuSetting, type MeasurementCpu } from './cpu-calibration.ts'
import { actAndWaitForHydrated } from '../lib/act-on-page.ts'

export interface ChatFigures {
  runsMs: number[]
  medianMs: number
  /** The CPU slowdown of each run. */
  cpu: MeasurementCpu[]
}

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
  await actAndWaitForHydrated(page)
}

const answered = (page: Page) => page.waitForSelector('[data-chat-kind="answer"][data-chat-status="complete"]')

export async function chatFirstTokenFigures(baseUrl: string, { cpu: cpuSetting = 'calibrated', runs = 3 }: { cpu?: CpuSetting; runs?: number } = {}): Promise<ChatFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
  try {
    const page = await (await browser.newContext()).newPage()
    const cdp = await page.context().newCDPSession(page)
    await page.goto(`${baseUrl}/`)
    await fresh(page, `${baseUrl}/`)
    await openAndAsk(page) // warms the caches
    await answered(page)
    const runsMs: number[] = []
    const cpu: MeasurementCpu[] = []
    for (let i = 0; i < runs; i++) {
      await fresh(page, `${baseUrl}/`)
      const measured = await measurementCpu(cpuSetting, () => page.evaluate<number>(benchmarkIndexExpression))
      cpu.push(measured)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: measured.cpuSlowdown })
      runsMs.push(Math.round(await openAndAsk(page)))
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      await answered(page)
    }
    const sorted = [...runsMs].sort((a, b) => a - b)
    return { runsMs, medianMs: sorted[Math.floor(sorted.length / 2)] ?? NaN, cpu }
  } finally {
    await browser.close()
  }
}

export interface FirstAnswerBytes {
  /** The knowledge file and any passage embeddings, as fetched (encoded bytes). */
  knowledge: number
  /** Everything the assistant's API answered (the answer, and embeddings when the browser asks for them). */
  assistantApi: number
}

/** What a first question on a cold visit downloads beyond code: its knowledge and the API's answers. */
export async function firstAnswerBytes(baseUrl: string): Promise<FirstAnswerBytes> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
  try {
    const page = await (await browser.newContext()).newPage()
    const finished: Promise<{ path: string; bytes: number }>[] = []
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname
      if (path === KNOWLEDGE_FILE || path.startsWith(AI_API_BASE_PATH)) finished.push(request.sizes().then((sizes) => ({ path, bytes: sizes.responseBodySize })))
    })
    await page.goto(`${baseUrl}/`)
    await actAndWaitForHydrated(page)
    await openAndAsk(page)
    await answered(page)
    await page.waitForLoadState('networkidle')
    const sizes = await Promise.all(finished)
    const sum = (keep: (path: string) => boolean) => sizes.filter((s) => keep(s.path)).reduce((total, s) => total + s.bytes, 0)
    return {
      knowledge: sum((path) => path === KNOWLEDGE_FILE || path.endsWith('/embeddings')),
      assistantApi: sum((path) => path.startsWith(AI_API_BASE_PATH)),
    }
  } finally {
    await browser.close()
  }
}
