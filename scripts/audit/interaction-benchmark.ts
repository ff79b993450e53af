/**
 * Interaction to Next Paint of five interactions a visitor makes, with the CPU slowed
 * by the multiplier calibrated to the host just before each run (a mid-range phone,
 * cpu-calibration.ts): from the click or tap to the next frame painted, as
 * the browser's Event Timing API reports it. Each run loads the page afresh in a new
 * browser context (a first visit: cold cache, the chat panel not yet loaded), waits
 * for hydration and for the page to be quiet, then interacts once: a mouse click on a
 * desktop, a tap on a phone (raw input events, as a visitor's). Printed by the audit as
 * the median of three runs; a figure, not a timed test. The figures are noisy on a
 * busy machine.
 *
 * Event Timing reports no event faster than 16 ms (the smallest durationThreshold), so
 * an interaction that leaves no entry is recorded as 16 ms, an upper bound ("≤ 16").
 */
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { benchmarkIndexExpression, measurementCpu, type CpuSetting, type MeasurementCpu } from './cpu-calibration.ts'
import { EVENT_TIMING_FLOOR_MS, interactionLatency, median, type EventEntry } from './interaction-figures.ts'
import { actAndWaitForHydrated } from '../lib/act-on-page.ts'

export interface InteractionFigure {
  name: string
  page: string
  runsMs: number[]
  medianMs: number
  /** The CPU slowdown of each run. */
  cpu: MeasurementCpu[]
}

interface Interaction {
  name: string
  page: string
  device: BrowserContextOptions
  /** A mouse click (the pointer moved onto the target, then pressed) or a tap. */
  input: 'click' | 'tap'
  target: (page: Page) => Locator
  /** Waits for what the visitor sees happen. */
  result: (page: Page, target: Locator) => Promise<void>
}

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
const phone: BrowserContextOptions = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true }
/** A touch screen as wide as a laptop (a tablet in landscape, a touch laptop). */
const wideTouch: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, hasTouch: true }

/** The element its aria-controls names, visible. */
async function controlledVisible(page: Page, target: Locator) {
  await page.locator(`[id="${await target.getAttribute('aria-controls')}"]`).waitFor({ state: 'visible' })
}

const interactions: readonly Interaction[] = [
  {
    name: 'open a header dropdown',
    page: '/',
    // Tapped, not clicked: a mouse opens the menu by hovering on the way to the button
    // (a pointerenter, which is no interaction), so the click itself only pins it open.
    // A tap opens it with the click, the same render a keyboard's Enter does.
    device: wideTouch,
    input: 'tap',
    target: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }),
    result: controlledVisible,
  },
  {
    name: 'open the mobile menu',
    page: '/',
    // A phone's menu: tapped (the click the tap produces opens it).
    device: phone,
    input: 'tap',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    result: (page) => page.getByRole('dialog', { name: 'Site menu' }).waitFor({ state: 'visible' }),
  },
  {
    name: 'switch a tab',
    page: '/',
    device: desktop,
    input: 'click',
    // The second tab of the first tablist (the first is selected on load).
    target: (page) => page.getByRole('tablist').first().getByRole('tab').nth(1),
    result: async (page, target) => {
      await page.locator(`[id="${await target.getAttribute('id')}"][aria-selected="true"]`).waitFor()
      await controlledVisible(page, target)
    },
  },
  {
    name: 'flip a card',
    page: '/',
    // Its button is for touch: with a mouse, hovering the card has already turned it.
    device: phone,
    input: 'tap',
    target: (page) => page.locator('.flip-card').first().getByRole('button', { name: 'Show key benefits' }),
    result: (page) => page.locator('.flip-card[data-flipped="true"]').first().waitFor(),
  },
  {
    name: 'open the chat panel',
    page: '/',
    // The first open, as a visitor makes it: the pointer arriving on the toggle starts
    // loading the panel's code, the click shows the panel once that has arrived. INP
    // ends at the first paint after the click (the toggle marked busy); the panel's
    // arrival later is a separate wait, not part of INP.
    device: desktop,
    input: 'click',
    target: (page) => page.getByRole('button', { name: 'Open chat assistant' }),
    result: (page) => page.locator('dialog#chat-panel[open]').waitFor({ state: 'visible' }),
  },
]

declare global {
  interface Window {
    __interactionEntries?: EventEntry[]
    __interactionObserver?: PerformanceObserver
  }
}

/** Starts recording Event Timing entries (those already buffered included). */
async function observeEvents(page: Page) {
  await page.evaluate((threshold) => {
    const entries: EventEntry[] = []
    const copy = (list: PerformanceEntryList) => {
      for (const e of list as PerformanceEventTiming[]) entries.push({ name: e.name, interactionId: e.interactionId, duration: e.duration })
    }
    const observer = new PerformanceObserver((list) => copy(list.getEntries()))
    // durationThreshold is missing from TypeScript's DOM types.
    observer.observe({ type: 'event', buffered: true, durationThreshold: threshold } as PerformanceObserverInit)
    window.__interactionEntries = entries
    window.__interactionObserver = observer
  }, EVENT_TIMING_FLOOR_MS)
}

/**
 * The entries recorded so far, once the click's have arrived. Called once the
 * interaction's visible result is there. Entries are reported after the frame that
 * follows the event has been presented, so the click's entry (the last event of a
 * click or a tap; a tap's pointerup comes a frame earlier) is normally in by then or
 * within a frame. If it has not arrived two animation frames later, none will: the
 * click was faster than the 16 ms threshold, and the caller counts 16 ms (an upper
 * bound) unless its pointerdown or pointerup was slow enough to be reported.
 */
async function settledEntries(page: Page): Promise<EventEntry[]> {
  return page.evaluate(async () => {
    const entries = window.__interactionEntries ?? []
    const observer = window.__interactionObserver
    const arrived = () => {
      // Entries queued for the observer whose callback has not run yet.
      const pending = observer?.takeRecords() ?? []
      for (const e of pending as PerformanceEventTiming[]) entries.push({ name: e.name, interactionId: e.interactionId, duration: e.duration })
      return entries.some((e) => e.interactionId > 0 && e.name === 'click')
    }
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
    for (let frames = 0; frames < 2 && !arrived(); frames++) await frame()
    arrived()
    observer?.disconnect()
    return entries
  })
}

/**
 * Until the page is quiet, as when a visitor who has looked at it for a moment acts:
 * what hydration set off done (the deferred extras mounted, their lazy code loaded),
 * the scroll's entrance transitions finished and the main thread idle. Endless
 * animations (the hero's graphic) are not waited for: they run while a visitor clicks.
 */
async function quiet(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    const frames = async () => {
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    await frames()
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }))
    await frames()
  })
}

async function measureOnce(browser: Browser, baseUrl: string, interaction: Interaction, cpuSetting: CpuSetting): Promise<{ ms: number; cpu: MeasurementCpu }> {
  const context = await browser.newContext(interaction.device)
  try {
    const page = await context.newPage()
    const cpu = await measurementCpu(cpuSetting, () => page.evaluate<number>(benchmarkIndexExpression))
    await page.goto(`${baseUrl}${interaction.page}`)
    await actAndWaitForHydrated(page)
    // Aimed before the measurement, then raw input events: Playwright's click() and tap()
    // would run their actionability checks and hit-target listeners in the page, on the
    // slowed CPU, inside the measured interaction.
    const target = interaction.target(page)
    await target.scrollIntoViewIfNeeded()
    // Aimed once the page is quiet: scrolling starts the entrance transitions of what comes
    // into view, which move it (a box read before they end can miss the target).
    await quiet(page)
    const box = await target.boundingBox()
    if (!box) throw new Error(`${interaction.name}: the target is not visible`)
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    // Slowed only now, on the loaded, hydrated, quiet page: the figure is the
    // interaction's own cost on a slow CPU (its handlers, React's render, style, layout
    // and paint), not how much loading work a slow CPU leaves behind for it to wait on;
    // loading throttled too would also make every run several seconds longer.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu.cpuSlowdown })
    await observeEvents(page)
    if (interaction.input === 'click') {
      // A brisk click: the pointer arrives and presses at once, so whatever hovering
      // sets off (the chat panel's preload) gets no head start.
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.up()
    } else {
      await page.touchscreen.tap(x, y)
    }
    await interaction.result(page, target)
    return { ms: Math.round(interactionLatency(await settledEntries(page)) ?? EVENT_TIMING_FLOOR_MS), cpu }
  } finally {
    await context.close()
  }
}

/** INP of each interaction: its runs (ms, 16 meaning 16 or less) and their median. */
export async function interactionFigures(baseUrl: string, cpuSetting: CpuSetting, runs = 3): Promise<InteractionFigure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
  try {
    const figures: InteractionFigure[] = []
    for (const interaction of interactions) {
      const measured: Awaited<ReturnType<typeof measureOnce>>[] = []
      for (let i = 0; i < runs; i++) measured.push(await measureOnce(browser, baseUrl, interaction, cpuSetting))
      const runsMs = measured.map((m) => m.ms)
      figures.push({ name: interaction.name, page: interaction.page, runsMs, medianMs: median(runsMs), cpu: measured.map((m) => m.cpu) })
    }
    return figures
  } finally {
    await browser.close()
  }
}
