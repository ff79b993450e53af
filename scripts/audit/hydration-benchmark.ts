/**
 * How long a visitor on a mid-tier phone looks at a page that does not respond yet: from
 * the first paint to the hydrated page, with the CPU slowed by the calibrated multiplier
 * (cpu-calibration.ts) and Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up), applied by Chromium itself (CDP), from the start of each load. Each
 * load is a first visit (a new browser context: empty cache). The first paint is the
 * page's `first-paint` entry; hydrated is the moment the app marks the document with
 * `data-hydrated="true"` (src/shell/DeferredExtras.tsx, once the page's content has hydrated), taken
 * by a MutationObserver installed before any of the page's scripts. Printed by the audit
 * as the median of three loads per route; gated in the full audit (budgets.ts).
 */
import { chromium, type Browser } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { median } from './interaction-figures.ts'

/** Home, the contact form, the blog index and an article. */
export const hydrationRoutes = ['/', '/contact', '/blog', '/blog/field-sales-ai'] as const

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

export interface HydrationFigure {
  path: string
  /** First paint to hydrated, ms, per load. */
  runsMs: number[]
  medianMs: number
  loads: HydrationLoad[]
  cpuSlowdown: number
}

declare global {
  interface Window {
    __hydratedAt?: number
  }
}

async function loadOnce(browser: Browser, url: string, cpuSlowdown: number): Promise<HydrationLoad> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const mark = () => {
        if (window.__hydratedAt === undefined && document.documentElement?.dataset.hydrated === 'true') window.__hydratedAt = performance.now()
      }
      new MutationObserver(mark).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', slow4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__hydratedAt !== undefined, undefined, { polling: 250, timeout: 60_000 })
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-paint')[0] ?? performance.getEntriesByName('first-contentful-paint')[0]
      return { firstPaintMs: paint?.startTime ?? NaN, hydratedMs: window.__hydratedAt ?? NaN }
    })
  } finally {
    await context.close()
  }
}

/** First paint to hydrated on each route: `runs` cold loads each, one after the other. */
export async function hydrationFigures(baseUrl: string, cpuSlowdown: number, { paths = hydrationRoutes, runs = 3 }: { paths?: readonly string[]; runs?: number } = {}): Promise<HydrationFigure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
  try {
    const figures: HydrationFigure[] = []
    for (const path of paths) {
      const loads: HydrationLoad[] = []
      for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, `${baseUrl}${path}`, cpuSlowdown))
      const runsMs = loads.map((l) => Math.round(l.hydratedMs - l.firstPaintMs))
      figures.push({ path, runsMs, medianMs: median(runsMs), loads, cpuSlowdown })
    }
    return figures
  } finally {
    await browser.close()
  }
}

/** One line per route, as the audit prints it. */
export function hydrationLine(f: HydrationFigure): string {
  const at = (l: HydrationLoad) => `${Math.round(l.firstPaintMs)} -> ${Math.round(l.hydratedMs)}`
  return `${f.path}: ${f.medianMs} ms median (runs: ${f.runsMs.join(', ')} ms; first paint -> hydrated, ms from navigation: ${f.loads.map(at).join(', ')})`
}
