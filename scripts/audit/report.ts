import { budgets, ciBudgets, keyRoutes, type LighthouseFigures, type RouteResult } from './budgets.ts'
import type { FirstUseFigures } from './bundles.ts'
import type { ChatFigures, FirstAnswerBytes } from './chat-benchmark.ts'
import { calibrationLabel, measurementCpuLabel, type CpuCalibration } from './cpu-calibration.ts'
import type { HydrationFigure } from './hydration-benchmark.ts'
import type { MainThreadFigure } from './main-thread-benchmark.ts'
import type { InteractionFigure } from './interaction-benchmark.ts'
import type { LoadFigure } from './load-benchmark.ts'
import { floorVerdict, type MachineFloor } from './machine-floor.ts'

const kb = (n: number) => n.toFixed(1)
const score = (n?: number) => (n === undefined ? '-' : String(n))
/** A table cell: pipes escaped, an absent value shown as a dash. */
const cell = (text: string) => (text === '' ? '-' : text.replace(/\|/g, '\\|'))
/** The CPU slowdown a Lighthouse figure was measured at, with the benchmark index its run read: `2.5x (1090)`. */
const cpuCell = (f: Pick<LighthouseFigures, 'cpuSlowdown' | 'benchmarkIndex'>) => `${f.cpuSlowdown}x (${Math.round(f.benchmarkIndex)})`

export function routeTable(results: readonly RouteResult[]): string {
  const header = [
    'Route',
    'JS gzip KB',
    'JS raw KB',
    'CSS gzip KB',
    'CSS raw KB',
    'Font KB',
    'LH mobile P/A/BP/SEO',
    'LH desktop P/A/BP/SEO',
    'FCP ms (m)',
    'LCP ms (m)',
    'TBT ms (m)',
    'CLS (m)',
    'CPU x (index) (m)',
    'Transfer KB (m)',
    'axe',
    'HTML errors',
    'Title',
    'Description (chars)',
    'Canonical',
    'og:title',
    'twitter:card',
    'h1',
    'Words',
  ]
  const lh = (r: RouteResult, preset: 'mobile' | 'desktop') => {
    const f = r.lighthouse?.[preset]
    return f ? `${f.scores.performance}/${f.scores.accessibility}/${f.scores['best-practices']}/${f.scores.seo}` : '-'
  }
  const rows = results.map((r) => {
    const m = r.lighthouse?.mobile
    return [
      r.path,
      kb(r.jsGzipKB),
      kb(r.jsRawKB),
      kb(r.cssGzipKB),
      kb(r.cssRawKB),
      kb(r.fontKB),
      lh(r, 'mobile'),
      lh(r, 'desktop'),
      m ? String(Math.round(m.fcpMs)) : '-',
      m ? String(Math.round(m.lcpMs)) : '-',
      m ? String(Math.round(m.tbtMs)) : '-',
      m ? m.cls.toFixed(3) : '-',
      m ? cpuCell(m) : '-',
      m ? kb(m.transferKB) : '-',
      score(Object.values(r.axe).reduce((a, b) => a + b, 0)),
      String(r.vnuErrors.length),
      cell(r.crawler.title),
      `${cell(r.crawler.description)} (${r.crawler.description.length})`,
      cell(r.crawler.canonical),
      // Usually the page title again: say so rather than print it twice.
      r.crawler.ogTitle === r.crawler.title ? '= title' : cell(r.crawler.ogTitle),
      cell(r.crawler.twitterCard),
      cell(r.crawler.h1),
      String(r.crawler.words),
    ]
  })
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

export function markdownReport(options: {
  date: string
  mode: string
  /** The routes of a partial run (AUDIT_ROUTES); null for a run over every route. */
  partial?: readonly string[] | null
  seconds: number
  calibration: CpuCalibration | null
  results: readonly RouteResult[]
  firstUses: Record<string, FirstUseFigures>
  chat: (ChatFigures & { firstAnswer: FirstAnswerBytes }) | null
  interactions: readonly InteractionFigure[]
  hydration: readonly HydrationFigure[]
  mainThread: readonly MainThreadFigure[]
  load: readonly LoadFigure[]
  machineFloor: MachineFloor | null
  misses: readonly string[]
}): string {
  const interactionRows = options.interactions.map((f) => `| ${f.name} | ${f.page} | ${f.medianMs} | ${f.runsMs.join(', ')} | ${measurementCpuLabel(f.cpu)} |`)
  const cpu = options.calibration ? calibrationLabel(options.calibration) : 'CPU not calibrated'
  return `# Quality audit

Latest run: ${options.date} (\`${options.mode}\`${options.partial ? `, partial: ${options.partial.join(', ')}` : ''}, ${Math.round(options.seconds)} s). Produced by \`npm run audit\`;
figures in \`docs/quality.json\`. Budgets of the full audit: Lighthouse mobile accessibility, best practices and SEO
${budgets.lighthouseMobile.accessibility}; mobile performance ${budgets.keyRoutePerformance} on ${keyRoutes.join(', ')} (median of three runs) and
≥ ${budgets.lighthouseMobile.performance} elsewhere; TBT ≤ ${budgets.tbtMs} ms, LCP ≤ ${budgets.lcpMs} ms, FCP ≤ ${budgets.fcpMs} ms, CLS ≤ ${budgets.cls}; home first-load JS ≤ ${budgets.homeJsGzipKB} KB
gzip and CSS ≤ ${budgets.homeCssGzipKB} KB gzip; every route ≤ ${budgets.anyRouteJsGzipKB} KB gzip JS (first load = the scripts and styles the
browser requests until the page is hydrated and the network idle); EmailJS, the OpenAI SDK, the chat panel and
the demo mock layer absent from every first load; INP < ${budgets.interactionMs} ms for each benchmarked interaction; first paint to
hydrated ≤ ${budgets.firstPaintToHydratedMs} ms on each benchmarked route; under load, / ≥ ${budgets.load.home.minRequestsPerSecond} req/s with p99 ≤ ${budgets.load.home.maxP99Ms} ms
and the largest script ≥ ${budgets.load.largestScript.minRequestsPerSecond} req/s with p99 ≤ ${budgets.load.largestScript.maxP99Ms} ms; chat toggle to
first word < ${budgets.chatFirstWordMs} ms; 0 Nu Html Checker errors; 0 axe violations (light and dark, 375 and 1280 px); unique
titles, descriptions of ${budgets.description.min}-${budgets.description.max} characters, a canonical and one h1 per page. \`audit:ci\` prints performance,
the timings and the benchmarks, and holds first-load JS to ${ciBudgets.homeJsGzipKB} KB on home and ${ciBudgets.anyRouteJsGzipKB} KB on every route.

## Verdict

${options.misses.length === 0 ? 'All budgets met.' : options.misses.map((m) => `- ${m}`).join('\n')}

## CPU calibration

Every measurement that slows the CPU (Lighthouse mobile, the machine floor, interaction to next paint, first paint to
hydrated) uses a multiplier calibrated to the machine's benchmark index as Lighthouse measures it: 4x at index 1,750,
in proportion, within 1x-8x, so that the emulated phone is the same on any machine. The run starts from three
Lighthouse runs on the trivial page (median). This run: ${options.calibration ? `${cpu} (index runs: ${options.calibration.indexRuns.map(Math.round).join(', ')})` : 'not measured'}.
The host's speed moves within a run, so each measurement is calibrated where it is taken: the interaction and
hydration benchmarks run Lighthouse's benchmark just before each load, and a Lighthouse run whose own index calls
for a slowdown more than 20% away from its own is made again at that one. Every figure shows its slowdown and index.

## Machine floor

Lighthouse mobile in the same run on pages whose cost the site's code does not set: a trivial page (a heading
and a paragraph, no script, no stylesheet) and / as the server sends it with its scripts removed: the check that the
calibration holds. ${options.machineFloor ? floorVerdict(options.machineFloor) : ''}

${options.machineFloor ? machineFloorTable(options.machineFloor, options.results.find((r) => r.path === '/')?.lighthouse?.mobile) : 'Not measured.'}

## Per route

Lighthouse scores are performance/accessibility/best practices/SEO; (m) = mobile preset. The key routes, and
any route whose first mobile run misses a budget, are measured three times and the median of each figure
reported (simulated throttling varies by several points between runs on a two-core machine).

${routeTable(options.results)}

## Loaded on first use

What each feature's first use fetched beyond its page's first load, recorded from the browser's requests;
the demo mock layer's share is code a deploy build never loads.

${firstUseTable(options.firstUses)}

## Responsiveness

Interaction to next paint, the CPU calibrated before each run, on a fresh hydrated page (median of three runs; 16 means 16 ms
or less, the Event Timing floor). Chat assistant, toggle click to the first word of an answer (deploy build, its server
talking to the test provider on loopback, warm cache, CPU calibrated before each run): ${
    options.chat
      ? `${options.chat.medianMs} ms median (${options.chat.runsMs.join(', ')} ms; CPU ${measurementCpuLabel(options.chat.cpu)}); a first question on a cold visit downloads ${(options.chat.firstAnswer.knowledge / 1024).toFixed(1)} KB of knowledge (the server ranks the passages) and ${(options.chat.firstAnswer.assistantApi / 1024).toFixed(1)} KB of answer`
      : 'not measured'
  }.

| Interaction | Page | INP ms (median) | Runs ms | CPU x (index) |
| --- | --- | --- | --- | --- |
${interactionRows.join('\n')}

## First paint to hydrated

How long a visitor on a mid-tier phone looks at a page that does not respond yet: from the first paint to the
document marked hydrated, the visitor tapping the page as soon as it is painted (a page of islands runs React at the
visitor's first act; what that act did is replayed), the CPU calibrated before each load, slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) applied by Chromium,
cold cache, median of three loads. Each load runs as a visitor's browser runs it, with no inspector attached; the
next column loads the same page with the inspector's Runtime domain enabled, as Playwright does, which
makes V8 record source positions for every Error the page constructs (decision 0013).

${options.hydration.length ? hydrationTable(options.hydration) : 'Not measured.'}

## Main-thread work after the first paint

What a key route's scripts cost the main thread, from a Chromium trace's thread time (\`tdur\`: the host's load drops
out), deploy build, first visits at 1x, no inspector attached, median of three loads: a reader who never acts (gated:
≤ ${budgets.mainThread.cpuAfterPaintMs} ms, ≤ ${budgets.mainThread.formPageCpuAfterPaintMs} ms on ${budgets.mainThread.formPages.join(' and ')}; blocking ≤ ${budgets.mainThread.blockingMs} ms), then a visitor who taps the page once it has
loaded (printed). Blocking: each task's thread time at the calibrated multiplier, less 50 ms, summed.

${options.mainThread.length ? mainThreadTable(options.mainThread) : 'Not measured.'}

## Server under load

autocannon on the loopback interface against the site's own server: 50 connections for 10 s per target from two worker
threads, each request with \`Accept-Encoding: br, gzip\` (the server sends the build's precompressed copies). The last
column is the same load on a bare \`node:http\` server sending the same answer from memory: what this machine allows any
Node server under that load.

${options.load.length ? loadTable(options.load) : 'Not measured.'}
`
}

/** First paint to hydrated per route, as a Markdown table. */
export function hydrationTable(figures: readonly HydrationFigure[]): string {
  const rows = figures.map(
    (f) =>
      `| ${f.path} | ${f.medianMs} | ${f.runsMs.join(', ')} | ${f.loads.map((l) => `${Math.round(l.firstPaintMs)} → ${Math.round(l.hydratedMs)}`).join(', ')} | ${f.withInspector.medianMs} (${f.withInspector.runsMs.join(', ')}) | ${measurementCpuLabel([...f.loads, ...f.withInspector.loads].map((l) => l.cpu))} |`,
  )
  return [
    '| Route | First paint to hydrated ms (median) | Runs ms | First paint → hydrated, ms from navigation | With the inspector attached: median (runs) ms | CPU x (index) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

/** Main-thread CPU after the first paint per route, as a Markdown table. */
export function mainThreadTable(figures: readonly MainThreadFigure[]): string {
  const rows = figures.map(
    (f) =>
      `| ${f.path} | ${f.tapped ? 'tapped once loaded' : 'reads'} | ${Math.round(f.cpuAfterPaintMs)} | ${f.loads.map((l) => Math.round(l.cpuAfterPaintMs)).join(', ')} | ${Math.round(f.longestTaskMs)} | ${Math.round(f.blockingMs)} at ${f.multiplier}x |`,
  )
  return ['| Route | Visitor | CPU from first paint to idle, ms at 1x (median) | Runs ms | Longest task ms | Blocking ms |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n')
}

/** The load benchmark's figures, as a Markdown table. */
export function loadTable(figures: readonly LoadFigure[]): string {
  const rows = figures.map((f) => {
    const budget = budgets.load[f.budget]
    return `| ${f.name} | ${f.path} | ${f.contentEncoding ?? 'identity'}, ${f.responseBytes} B | ${f.requestsPerSecond} | ≥ ${budget.minRequestsPerSecond} | ${f.p99Ms} | ≤ ${budget.maxP99Ms} | ${f.non2xx + f.errors} | ${f.bareServer.requestsPerSecond}, p99 ${f.bareServer.p99Ms} ms |`
  })
  return [
    '| Target | Path | Sent as | Req/s | Budget | p99 ms | Budget | Failures | A bare Node server, same bytes |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

/** What each first use fetched, as a Markdown table (gzip KB, with the demo mock layer's share). */
export function firstUseTable(firstUses: Record<string, FirstUseFigures>): string {
  const rows = Object.entries(firstUses).map(
    ([name, f]) => `| ${name} | ${kb(f.total.gzip / 1024)} | ${kb((f.total.gzip - f.demoMockLayer.gzip) / 1024)} | ${kb(f.demoMockLayer.gzip / 1024)} |`,
  )
  return ['| First use | Fetched, gzip KB | App code | Demo mock layer |', '| --- | --- | --- | --- |', ...rows].join('\n')
}

/** The floor's pages next to the landing page, as a Markdown table (Lighthouse mobile). */
export function machineFloorTable(floor: MachineFloor, landing?: LighthouseFigures): string {
  const row = (name: string, f: LighthouseFigures) => `| ${name} | ${f.scores.performance} | ${Math.round(f.fcpMs)} | ${Math.round(f.lcpMs)} | ${Math.round(f.tbtMs)} | ${cpuCell(f)} |`
  return [
    '| Page | Performance | FCP ms | LCP ms | TBT ms | CPU x (index) |',
    '| --- | --- | --- | --- | --- | --- |',
    row('A trivial page', floor.trivial),
    row('/ without its scripts', floor.landingWithoutScripts),
    ...(landing ? [row('/', landing)] : []),
  ].join('\n')
}
