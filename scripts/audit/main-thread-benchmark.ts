/**
 * What a page's scripts cost the main thread after it is painted, from a Chromium trace's
 * thread time (`tdur`: the CPU the renderer's main thread used, which leaves out the time
 * the host took the core away, so a busy machine does not move it). Each load is a first
 * visit at 1x (no CPU or network slowdown), traced from navigation until the page is
 * hydrated (a page of islands: until it listens for the visitor's first act, as a reader's page
 * stays; or, tapped once loaded, hydrated after that tap) and two seconds have passed with the
 * network idle. Three figures per load:
 * - the main-thread CPU from first paint to idle: every task's thread time after the
 *   first paint, summed;
 * - the longest of those tasks;
 * - blocking from CPU time at the calibrated multiplier: each task's thread time times
 *   the multiplier, less 50 ms, summed (what a phone that much slower would be blocked).
 * Printed by the audit per key route, medians of `runs` loads; not gated yet.
 */
import { launchBareBrowser, type BareBrowser } from './bare-browser.ts'
import { median } from './interaction-figures.ts'
import { STARTS_ON_INTENT_ATTRIBUTE } from '../../src/shared/page-start-marks.ts'

/** A trace event, as Chromium writes it (times in microseconds). */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { frame?: string } }
}

export interface MainThreadLoad {
  /** Main-thread CPU from first paint to idle, ms. */
  cpuAfterPaintMs: number
  /** The longest task after first paint, ms of CPU. */
  longestTaskMs: number
  /** Each task's CPU after first paint, ms. */
  tasksMs: number[]
}

/** A task runs the main thread's work items one at a time: these are the top-level ones. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/**
 * The figures of one traced load: the main thread of the renderer that painted first, its
 * top-level tasks that start at or after the first paint.
 */
export function mainThreadLoad(events: readonly TraceEvent[]): MainThreadLoad {
  const paint = events.filter((e) => e.name === 'firstPaint' || e.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0]
  if (!paint) throw new Error('the trace has no first paint')
  const mainThread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === paint.pid)
  const tid = mainThread?.tid ?? paint.tid
  const tasksMs = events
    .filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && e.pid === paint.pid && e.tid === tid && e.ts >= paint.ts)
    .map((e) => (e.tdur ?? e.dur ?? 0) / 1000)
  return {
    cpuAfterPaintMs: tasksMs.reduce((sum, ms) => sum + ms, 0),
    longestTaskMs: Math.max(0, ...tasksMs),
    tasksMs,
  }
}

/** Blocking from CPU time: each task's CPU at `multiplier`, less 50 ms, summed. */
export function blockingFromCpuMs(tasksMs: readonly number[], multiplier: number): number {
  return tasksMs.reduce((sum, ms) => sum + Math.max(0, ms * multiplier - 50), 0)
}

export interface MainThreadFigure {
  path: string
  /** Whether the visitor tapped the page once it had loaded (else a reader who never acts). */
  tapped: boolean
  loads: MainThreadLoad[]
  cpuAfterPaintMs: number
  longestTaskMs: number
  blockingMs: number
  multiplier: number
}

/**
 * The trace's window after the page is hydrated and the network idle: work the page schedules on its
 * own (deferred extras, idle callbacks) lands in it. A measurement window, not a wait for a state.
 */
const IDLE_MS = 2000
/** The network counts as idle once no request has been open for this long. */
const NETWORK_QUIET_MS = 500
const POLL_MS = 250
const LOAD_TIMEOUT_MS = 60_000

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', '__metadata']

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One cold load, traced as a visitor's browser runs it: over a bare DevTools connection
 * (bare-browser.ts), so neither the inspector's Runtime domain (V8 then collects source positions
 * for every Error the page makes: 35 ms of an article's load at 1x here) nor a test runner's own
 * scripts (Playwright's polling of a page function: 28 ms) are charged to the page.
 */
export async function tracedLoad(browser: BareBrowser, url: string, { categories = TRACE_CATEGORIES, tap = false }: { categories?: readonly string[]; tap?: boolean } = {}): Promise<TraceEvent[]> {
  const page = await browser.newPage()
  try {
    const events: TraceEvent[] = []
    page.on('Tracing.dataCollected', (params) => events.push(...(params.value as TraceEvent[])))
    const complete = new Promise<void>((resolve) => page.on('Tracing.tracingComplete', () => resolve()))
    let open = 0
    let lastNetwork = Date.now()
    page.on('Network.requestWillBeSent', () => {
      open++
      lastNetwork = Date.now()
    })
    const finished = () => {
      open = Math.max(0, open - 1)
      lastNetwork = Date.now()
    }
    page.on('Network.loadingFinished', finished)
    page.on('Network.loadingFailed', finished)
    // Runtime.evaluate works without enabling the Runtime domain.
    const holds = async (expression: string) => (await page.send<{ result: { value: boolean } }>('Runtime.evaluate', { expression, returnByValue: true })).result.value
    const hydrated = "document.documentElement.dataset.hydrated === 'true'"
    // A page of islands waits for the visitor's first act to run React (src/boot.ts): a reader's page is done once it listens.
    const listening = `${hydrated} || document.documentElement.hasAttribute('${STARTS_ON_INTENT_ATTRIBUTE}')`
    const deadline = Date.now() + LOAD_TIMEOUT_MS
    const settle = async (expression: string) => {
      while (!(await holds(expression)) || open > 0 || Date.now() - lastNetwork < NETWORK_QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`${url} did not settle (${expression}) and go quiet within ${LOAD_TIMEOUT_MS / 1000} s`)
        await sleep(POLL_MS)
      }
    }
    await page.send('Page.enable')
    await page.send('Network.enable')
    await page.send('Emulation.setDeviceMetricsOverride', { width: 375, height: 800, deviceScaleFactor: 1, mobile: true })
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true })
    await page.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' })
    await page.send('Page.navigate', { url })
    await settle(listening)
    if (tap) {
      // The visitor taps the page's left edge, half-way down, where no control sits, once it has loaded.
      await page.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 1, y: 400 }] })
      await page.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      await settle(hydrated)
    }
    await sleep(IDLE_MS)
    await page.send('Tracing.end')
    await complete
    return events
  } finally {
    await page.close()
  }
}

/** The three figures on each route, medians of `runs` cold loads at 1x, blocking at `multiplier`. */
export async function mainThreadFigures(baseUrl: string, paths: readonly string[], multiplier: number, { runs = 3, tap = false }: { runs?: number; tap?: boolean } = {}): Promise<MainThreadFigure[]> {
  const browser = await launchBareBrowser()
  try {
    const figures: MainThreadFigure[] = []
    for (const path of paths) {
      const loads: MainThreadLoad[] = []
      for (let i = 0; i < runs; i++) loads.push(mainThreadLoad(await tracedLoad(browser, `${baseUrl}${path}`, { tap })))
      figures.push({
        path,
        tapped: tap,
        loads,
        cpuAfterPaintMs: median(loads.map((l) => l.cpuAfterPaintMs)),
        longestTaskMs: median(loads.map((l) => l.longestTaskMs)),
        blockingMs: median(loads.map((l) => blockingFromCpuMs(l.tasksMs, multiplier))),
        multiplier,
      })
    }
    return figures
  } finally {
    await browser.close()
  }
}

/** One line per route, as the audit prints it. */
export function mainThreadLine(f: MainThreadFigure): string {
  const ms = (value: number) => `${Math.round(value)} ms`
  return `${f.path}${f.tapped ? ', tapped once loaded' : ''}: main-thread CPU from first paint to idle ${ms(f.cpuAfterPaintMs)} at 1x (runs: ${f.loads.map((l) => Math.round(l.cpuAfterPaintMs)).join(', ')}), longest task ${ms(f.longestTaskMs)}, blocking from CPU time at ${f.multiplier}x ${ms(f.blockingMs)}`
}
