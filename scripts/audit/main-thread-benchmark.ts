/**
 * What a page's scripts cost the main thread after it is painted, from a Chromium trace's
 * thread time (`tdur`: the CPU the renderer's main thread used, which leaves out the time
 * the host took the core away, so a busy machine does not move it). Each load is a first
 * visit at 1x (no CPU or network slowdown), traced from navigation until the page is
 * hydrated and two seconds have passed with the network idle. Three figures per load:
 * - the main-thread CPU from first paint to idle: every task's thread time after the
 *   first paint, summed;
 * - the longest of those tasks;
 * - blocking from CPU time at the calibrated multiplier: each task's thread time times
 *   the multiplier, less 50 ms, summed (what a phone that much slower would be blocked).
 * Printed by the audit per key route, medians of `runs` loads; not gated yet.
 */
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { median } from './interaction-figures.ts'

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

async function tracedLoad(page: Page, url: string): Promise<TraceEvent[]> {
  const browser = page.context().browser()!
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', '__metadata'] })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(IDLE_MS)
  const buffer = await browser.stopTracing()
  return (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents
}

/** The three figures on each route, medians of `runs` cold loads at 1x, blocking at `multiplier`. */
export async function mainThreadFigures(baseUrl: string, paths: readonly string[], multiplier: number, runs = 3): Promise<MainThreadFigure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
  try {
    const figures: MainThreadFigure[] = []
    for (const path of paths) {
      const loads: MainThreadLoad[] = []
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true })
        try {
          loads.push(mainThreadLoad(await tracedLoad(await context.newPage(), `${baseUrl}${path}`)))
        } finally {
          await context.close()
        }
      }
      figures.push({
        path,
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
  return `${f.path}: main-thread CPU from first paint to idle ${ms(f.cpuAfterPaintMs)} at 1x (runs: ${f.loads.map((l) => Math.round(l.cpuAfterPaintMs)).join(', ')}), longest task ${ms(f.longestTaskMs)}, blocking from CPU time at ${f.multiplier}x ${ms(f.blockingMs)}`
}
