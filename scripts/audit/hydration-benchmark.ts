/**
 * How long a visitor on a mid-tier phone looks at a page that does not respond yet: from
 * the first paint to the hydrated page, the visitor tapping the page as soon as it is painted (a
 * page of islands runs React at the first act: src/boot.ts; what the tap did is replayed), with the CPU slowed by the multiplier calibrated to
 * the host just before each load (cpu-calibration.ts) and Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up), applied by Chromium itself (CDP), from the start of each load. Each
 * load is a first visit (a new browser context: empty cache). The first paint is the
 * page's `first-paint` entry; hydrated is the moment the app marks the document with
 * `data-hydrated="true"` (src/shell/DeferredExtras.tsx, once the page's content has hydrated), taken
 * by a MutationObserver installed before any of the page's scripts. Printed by the audit
 * as the median of three loads per route; gated in the full audit (budgets.ts).
 *
 * Each load is measured as a visitor's browser runs it, with no inspector attached
 * (bare-browser.ts), and, interleaved with it, as Playwright runs it, with the
 * inspector's Runtime domain enabled: printed beside it to show what the inspector adds.
 */
import { chromium, type Browser } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { launchBareBrowser, type BareBrowser } from './bare-browser.ts'
import { benchmarkIndexExpression, measurementCpu, measurementCpuLabel, type CpuSetting, type MeasurementCpu } from './cpu-calibration.ts'
import { median } from './interaction-figures.ts'
import { STARTS_ON_INTENT_ATTRIBUTE } from '../../src/shared/page-start-marks.ts'
import { keyRoutes } from './budgets.ts'

/** The key routes: home, a service, an industry page, an article, the contact form and the blog index. */
export const hydrationRoutes = keyRoutes

/** Lighthouse's slow 4G (its `mobileSlow4G`), as Chromium's network emulation takes it (bytes per second). */
export const slow4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const

export interface HydrationLoad {
  /** ms from navigation start. */
  firstPaintMs: number
  hydratedMs: number
}

/** A load and the CPU slowdown it ran at. */
export type MeasuredLoad = HydrationLoad & { cpu: MeasurementCpu }

export interface HydrationFigure {
  path: string
  /** First paint to hydrated, ms, per load. */
  runsMs: number[]
  medianMs: number
  loads: MeasuredLoad[]
  /** The same, measured with the inspector's Runtime domain enabled (as Playwright loads pages). */
  withInspector: { runsMs: number[]; medianMs: number; loads: MeasuredLoad[] }
}

declare global {
  interface Window {
    __hydratedAt?: number
  }
}

/** Installed before the page's own scripts: notes when the document is marked hydrated. */
function noteHydration() {
  const mark = () => {
    if (window.__hydratedAt === undefined && document.documentElement?.dataset.hydrated === 'true') window.__hydratedAt = performance.now()
  }
  new MutationObserver(mark).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true })
}

/**
 * Whether the page is painted and listens for the visitor: a page of islands runs React at the
 * visitor's first act (src/boot.ts), so each load taps the page then, as a visitor would.
 */
const paintedAndListening = `(performance.getEntriesByName('first-paint').length > 0 || performance.getEntriesByName('first-contentful-paint').length > 0) && (document.documentElement.dataset.hydrated === 'true' || document.documentElement.hasAttribute('${STARTS_ON_INTENT_ATTRIBUTE}'))`
/** Where the tap lands on the 375 x 800 viewport: the left edge, half-way down, where no control sits. */
const tapAt = { x: 1, y: 400 }
const actPollMs = 20

/** Read in the page once it is hydrated. */
function readLoad(): HydrationLoad {
  const paint = performance.getEntriesByName('first-paint')[0] ?? performance.getEntriesByName('first-contentful-paint')[0]
  return { firstPaintMs: paint?.startTime ?? NaN, hydratedMs: window.__hydratedAt ?? NaN }
}

const pollMs = 250
const loadTimeoutMs = 60_000

/** A load as a visitor's browser runs it: no inspector domain beyond what the emulation needs. */
async function loadAsVisitor(browser: BareBrowser, url: string, cpuSetting: CpuSetting): Promise<MeasuredLoad> {
  const page = await browser.newPage()
  try {
    // Runtime.evaluate works without enabling the Runtime domain.
    const evaluate = async <T>(expression: string): Promise<T> =>
      (await page.send<{ result: { value: T } }>('Runtime.evaluate', { expression, returnByValue: true })).result.value
    const cpu = await measurementCpu(cpuSetting, () => evaluate<number>(benchmarkIndexExpression))
    await page.send('Page.enable')
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${noteHydration.toString()})()` })
    await page.send('Network.enable')
    await page.send('Network.emulateNetworkConditions', slow4G)
    await page.send('Emulation.setDeviceMetricsOverride', { width: 375, height: 800, deviceScaleFactor: 1, mobile: true })
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true })
    await page.send('Emulation.setCPUThrottlingRate', { rate: cpu.cpuSlowdown })
    await page.send('Page.navigate', { url })
    const deadline = Date.now() + loadTimeoutMs
    while (!(await evaluate<boolean>(paintedAndListening))) {
      if (Date.now() > deadline) throw new Error(`${url} did not paint within ${loadTimeoutMs / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, actPollMs))
    }
    await page.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [tapAt] })
    await page.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    while (!(await evaluate<boolean>('window.__hydratedAt !== undefined'))) {
      if (Date.now() > deadline) throw new Error(`${url} did not hydrate within ${loadTimeoutMs / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
    return { ...(await evaluate<HydrationLoad>(`(${readLoad.toString()})()`)), cpu }
  } finally {
    await page.close()
  }
}

/** A load as Playwright runs it: the inspector's Runtime domain is enabled. */
async function loadWithInspector(browser: Browser, url: string, cpuSetting: CpuSetting): Promise<MeasuredLoad> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const cpu = await measurementCpu(cpuSetting, () => page.evaluate<number>(benchmarkIndexExpression))
    await page.addInitScript(noteHydration)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', slow4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu.cpuSlowdown })
    await page.goto(url, { waitUntil: 'commit' })
    // A function, not the expression: the site's content security policy refuses a string evaluated in the page.
    await page.waitForFunction(
      (attribute) =>
        (performance.getEntriesByName('first-paint').length > 0 || performance.getEntriesByName('first-contentful-paint').length > 0) &&
        (document.documentElement.dataset.hydrated === 'true' || document.documentElement.hasAttribute(attribute)),
      STARTS_ON_INTENT_ATTRIBUTE,
      { polling: actPollMs, timeout: loadTimeoutMs },
    )
    await page.touchscreen.tap(tapAt.x, tapAt.y)
    await page.waitForFunction(() => window.__hydratedAt !== undefined, undefined, { polling: pollMs, timeout: loadTimeoutMs })
    return { ...(await page.evaluate(readLoad)), cpu }
  } finally {
    await context.close()
  }
}

const waitMs = (l: HydrationLoad) => Math.round(l.hydratedMs - l.firstPaintMs)

/**
 * First paint to hydrated on each route: `runs` cold loads each as a visitor's browser runs
 * them, each followed by one with the inspector attached.
 */
export async function hydrationFigures(baseUrl: string, cpuSetting: CpuSetting, { paths = hydrationRoutes, runs = 3 }: { paths?: readonly string[]; runs?: number } = {}): Promise<HydrationFigure[]> {
  const bare = await launchBareBrowser()
  const inspected = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] }).catch(async (error: unknown) => {
    await bare.close()
    throw error
  })
  try {
    const figures: HydrationFigure[] = []
    for (const path of paths) {
      const loads: MeasuredLoad[] = []
      const inspectedLoads: MeasuredLoad[] = []
      for (let i = 0; i < runs; i++) {
        loads.push(await loadAsVisitor(bare, `${baseUrl}${path}`, cpuSetting))
        inspectedLoads.push(await loadWithInspector(inspected, `${baseUrl}${path}`, cpuSetting))
      }
      const runsMs = loads.map(waitMs)
      const inspectedMs = inspectedLoads.map(waitMs)
      figures.push({ path, runsMs, medianMs: median(runsMs), loads, withInspector: { runsMs: inspectedMs, medianMs: median(inspectedMs), loads: inspectedLoads } })
    }
    return figures
  } finally {
    await Promise.all([bare.close(), inspected.close()])
  }
}

/** One line per route, as the audit prints it. */
export function hydrationLine(f: HydrationFigure): string {
  const at = (l: HydrationLoad) => `${Math.round(l.firstPaintMs)} -> ${Math.round(l.hydratedMs)}`
  return `${f.path}: ${f.medianMs} ms median (runs: ${f.runsMs.join(', ')} ms; first paint -> hydrated, ms from navigation: ${f.loads.map(at).join(', ')}; CPU ${measurementCpuLabel(f.loads.map((l) => l.cpu))}); with the inspector attached ${f.withInspector.medianMs} ms (runs: ${f.withInspector.runsMs.join(', ')} ms; CPU ${measurementCpuLabel(f.withInspector.loads.map((l) => l.cpu))})`
}
