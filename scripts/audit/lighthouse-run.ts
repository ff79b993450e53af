import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { budgets, type Category, type LighthouseFigures } from './budgets.ts'

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

async function runLighthouse(url: string, port: number, preset: 'mobile' | 'desktop') {
  // On a busy machine Lighthouse sometimes fails to record a trace (performance score null);
  // that is a measuring failure, not a slow page, so it is measured again (up to three tries).
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories }, preset === 'desktop' ? desktopConfig : undefined)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.categories.performance?.score !== null || attempt === 3) return result.lhr
    console.log(`    ${url} (${preset}): no performance score (${result.lhr.runtimeError?.code ?? 'no trace'}), measuring again`)
  }
}

const performanceOf = (lhr: Awaited<ReturnType<typeof runLighthouse>>) => lhr.categories.performance?.score ?? 0

/**
 * Lighthouse's simulated throttling varies by several points between runs on a shared
 * two-core machine (the same bundle scores 93 on one run and 98 on the next). A mobile
 * run below the performance budget is therefore measured three times and the median
 * run reported, as Lighthouse's own guidance on variability recommends; a page that is
 * really slow stays below the budget in the median.
 */
async function representativeRun(url: string, port: number, preset: 'mobile' | 'desktop') {
  const first = await runLighthouse(url, port, preset)
  if (preset === 'desktop' || performanceOf(first) * 100 >= budgets.lighthouseMobile.performance) return first
  const runs = [first, await runLighthouse(url, port, preset), await runLighthouse(url, port, preset)]
  runs.sort((a, b) => performanceOf(a) - performanceOf(b))
  const median = runs[1] ?? first
  console.log(`    ${url} (mobile): performance ${runs.map((r) => Math.round(performanceOf(r) * 100)).join(', ')} in three runs; reporting the median`)
  return median
}

export async function lighthouseFigures(url: string, port: number, preset: 'mobile' | 'desktop'): Promise<LighthouseFigures> {
  const lhr = await representativeRun(url, port, preset)
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
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferKB: numeric('total-byte-weight') / 1024,
  }
}
