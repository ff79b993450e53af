import { budgets, ciBudgets, keyRoutes, type LighthouseFigures, type RouteResult } from './budgets.ts'
import type { FirstUseFigures } from './bundles.ts'
import type { InteractionFigure } from './interaction-benchmark.ts'
import { floorVerdict, type MachineFloor } from './machine-floor.ts'

const kb = (n: number) => n.toFixed(1)
const score = (n?: number) => (n === undefined ? '-' : String(n))
/** A table cell: pipes escaped, an absent value shown as a dash. */
const cell = (text: string) => (text === '' ? '-' : text.replace(/\|/g, '\\|'))

export function routeTable(results: readonly RouteResult[]): string {
  const header = [
    'Route',
    'JS gzip KB',
    'JS raw KB',
    'CSS gzip KB',
    'CSS raw KB',
    'LH mobile P/A/BP/SEO',
    'LH desktop P/A/BP/SEO',
    'FCP ms (m)',
    'LCP ms (m)',
    'TBT ms (m)',
    'CLS (m)',
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
      lh(r, 'mobile'),
      lh(r, 'desktop'),
      m ? String(Math.round(m.fcpMs)) : '-',
      m ? String(Math.round(m.lcpMs)) : '-',
      m ? String(Math.round(m.tbtMs)) : '-',
      m ? m.cls.toFixed(3) : '-',
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
  seconds: number
  results: readonly RouteResult[]
  firstUses: Record<string, FirstUseFigures>
  chat: { runsMs: number[]; medianMs: number } | null
  interactions: readonly InteractionFigure[]
  machineFloor: MachineFloor | null
  misses: readonly string[]
}): string {
  const interactionRows = options.interactions.map((f) => `| ${f.name} | ${f.page} | ${f.medianMs} | ${f.runsMs.join(', ')} |`)
  return `# Quality audit

Latest run: ${options.date} (\`${options.mode}\`, ${Math.round(options.seconds)} s). Produced by \`npm run audit\`;
figures in \`docs/quality.json\`. Budgets of the full audit: Lighthouse mobile accessibility, best practices and SEO
${budgets.lighthouseMobile.accessibility}; mobile performance ${budgets.keyRoutePerformance} on ${keyRoutes.join(', ')} (median of three runs) and
≥ ${budgets.lighthouseMobile.performance} elsewhere; TBT ≤ ${budgets.tbtMs} ms, LCP ≤ ${budgets.lcpMs} ms, FCP ≤ ${budgets.fcpMs} ms, CLS ≤ ${budgets.cls}; home first-load JS ≤ ${budgets.homeJsGzipKB} KB
gzip and CSS ≤ ${budgets.homeCssGzipKB} KB gzip; every route ≤ ${budgets.anyRouteJsGzipKB} KB gzip JS (first load = the scripts and styles the
browser requests until the page is hydrated and the network idle); EmailJS, the OpenAI SDK, the chat panel and
the demo mock layer absent from every first load; INP < ${budgets.interactionMs} ms for each benchmarked interaction; chat toggle to
first word < ${budgets.chatFirstWordMs} ms; 0 Nu Html Checker errors; 0 axe violations (light and dark, 375 and 1280 px); unique
titles, descriptions of ${budgets.description.min}-${budgets.description.max} characters, a canonical and one h1 per page. \`audit:ci\` prints performance,
the timings and the benchmarks, and holds first-load JS to ${ciBudgets.homeJsGzipKB} KB on home and ${ciBudgets.anyRouteJsGzipKB} KB on every route.

## Verdict

${options.misses.length === 0 ? 'All budgets met.' : options.misses.map((m) => `- ${m}`).join('\n')}

## Machine floor

Lighthouse mobile in the same run on pages whose cost the site's code does not set: a trivial page (a heading
and a paragraph, no script, no stylesheet) and / as the server sends it with its scripts removed. ${options.machineFloor ? floorVerdict(options.machineFloor) : ''}

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

Interaction to next paint with the CPU slowed 4x, on a fresh hydrated page (median of three runs; 16 means 16 ms
or less, the Event Timing floor). Chat assistant, toggle click to the first word of an answer (demo build, warm
cache): ${options.chat ? `${options.chat.medianMs} ms median (${options.chat.runsMs.join(', ')} ms)` : 'not measured'}.

| Interaction | Page | INP ms (median) | Runs ms |
| --- | --- | --- | --- |
${interactionRows.join('\n')}
`
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
  const row = (name: string, f: LighthouseFigures) => `| ${name} | ${f.scores.performance} | ${Math.round(f.fcpMs)} | ${Math.round(f.lcpMs)} | ${Math.round(f.tbtMs)} |`
  return [
    '| Page | Performance | FCP ms | LCP ms | TBT ms |',
    '| --- | --- | --- | --- | --- |',
    row('A trivial page', floor.trivial),
    row('/ without its scripts', floor.landingWithoutScripts),
    ...(landing ? [row('/', landing)] : []),
  ].join('\n')
}
