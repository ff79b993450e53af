import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import type { Category, LighthouseFigures } from './budgets.ts'
import { runAtHostSlowdown, type HostSlowdown } from './cpu-calibration.ts'

const chromeFlags = ['--headless=new', ...chromiumArgs, '--no-first-run']

const categories: Category[] = ['performance', 'accessibility', 'best-practices', 'seo']

/** One Chromium for all Lighthouse runs (sequential: the machine has two cores). */
export async function withChrome<T>(run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags })
  try {
    return await run(chrome.port)
  } finally {
    chrome.kill()
  }
}

/**
 * One Lighthouse run. Mobile runs slow the CPU by `cpuSlowdown` (the calibrated multiplier,
 * cpu-calibration.ts) instead of the preset's fixed 4x; the desktop preset does not slow it.
 */
async function runLighthouse(url: string, port: number, preset: 'mobile' | 'desktop', cpuSlowdown?: number, only: Category[] = categories) {
  const throttling = preset === 'mobile' && cpuSlowdown !== undefined ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}
  // On a busy machine Lighthouse sometimes fails to record a trace (performance score null);
  // that is a measuring failure, not a slow page, so it is measured again (up to three tries).
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: only, ...throttling }, preset === 'desktop' ? desktopConfig : undefined)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.categories.performance?.score !== null || attempt === 3) return result.lhr
    console.log(`    ${url} (${preset}): no performance score (${result.lhr.runtimeError?.code ?? 'no trace'}), measuring again`)
  }
}

type Lhr = Awaited<ReturnType<typeof runLighthouse>>

/**
 * A mobile run that emulates the reference phone: made again at the slowdown its own
 * benchmark index calls for when the host has changed speed since the calibration
 * (cpu-calibration.ts, `runAtHostSlowdown`).
 */
function calibratedMobileRun(url: string, port: number, cpu: HostSlowdown): Promise<Lhr> {
  return runAtHostSlowdown(cpu, (slowdown) => runLighthouse(url, port, 'mobile', slowdown), (lhr) => lhr.environment.benchmarkIndex, (line) => console.log(`    ${url}: ${line}`))
}

function figuresOf(lhr: Lhr, url: string, preset: 'mobile' | 'desktop'): LighthouseFigures {
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN)
  const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>
  const failing = categories.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}/${ref.id}`),
  )
  if (failing.length && preset === 'mobile') console.log(`    ${url} below 100 on: ${failing.join(', ')}`)
  return {
    scores,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferKB: numeric('total-byte-weight') / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  }
}

/**
 * The machine's benchmark index as Lighthouse measures it at the start of a run, read
 * from `runs` mobile runs on `url` (a trivial page: the runs are short).
 */
export async function benchmarkIndexRuns(url: string, port: number, runs = 3): Promise<number[]> {
  const indexes: number[] = []
  for (let i = 0; i < runs; i++) indexes.push((await runLighthouse(url, port, 'mobile', undefined, ['performance'])).environment.benchmarkIndex)
  return indexes
}

/** The median of each figure over several runs (three runs: the middle value of each). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
  const of = (pick: (f: LighthouseFigures) => number) => mid(runs.map(pick))
  return {
    scores: Object.fromEntries(categories.map((c) => [c, of((f) => f.scores[c])])) as Record<Category, number>,
    fcpMs: of((f) => f.fcpMs),
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls),
    transferKB: of((f) => f.transferKB),
    benchmarkIndex: of((f) => f.benchmarkIndex),
    cpuSlowdown: of((f) => f.cpuSlowdown),
  }
}

/**
 * Lighthouse's simulated throttling varies by several points between runs on a shared
 * two-core machine. The figures are therefore the medians of three runs (as Lighthouse's
 * own guidance on variability recommends) when `runs` asks for three, or when a single run
 * misses a budget (`meets`): a page that is really slow stays over budget in the median.
 */
export async function lighthouseFigures(
  url: string,
  port: number,
  preset: 'mobile' | 'desktop',
  { runs = 1, meets = () => true, cpu }: { runs?: number; meets?: (figures: LighthouseFigures) => boolean; cpu?: HostSlowdown } = {},
): Promise<LighthouseFigures & { runs: number[] }> {
  const run = async () => figuresOf(preset === 'mobile' && cpu ? await calibratedMobileRun(url, port, cpu) : await runLighthouse(url, port, preset), url, preset)
  const measured = [await run()]
  const wanted = preset === 'mobile' && (runs > 1 || !meets(measured[0]!)) ? Math.max(runs, 3) : 1
  while (measured.length < wanted) measured.push(await run())
  if (measured.length > 1) {
    console.log(`    ${url} (${preset}): performance ${measured.map((f) => f.scores.performance).join(', ')}, TBT ${measured.map((f) => Math.round(f.tbtMs)).join(', ')} ms, LCP ${measured.map((f) => Math.round(f.lcpMs)).join(', ')} ms in ${measured.length} runs at CPU ${measured.map((f) => `${f.cpuSlowdown}x (index ${Math.round(f.benchmarkIndex)})`).join(', ')}; reporting medians`)
  }
  return { ...medianFigures(measured), runs: measured.map((f) => f.scores.performance) }
}
