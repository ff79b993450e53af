import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { assetFileOf, mockLayerFiles, scriptsAfterFirstPaint, type Manifest } from '../../scripts/audit/asset-files'
import { BundleReader, firstLoadFigures, firstUseFigures } from '../../scripts/audit/bundles'
import { budgets, ciBudgets, meetsLighthouseBudgets, missedBudgets, missedHydrationBudgets, missedLoadBudgets, missedMainThreadBudgets, type RouteResult } from '../../scripts/audit/budgets'
import { medianFigures } from '../../scripts/audit/lighthouse-run'
import { crawlerView } from '../../scripts/audit/crawler-view'
import { routeTable } from '../../scripts/audit/report'

const html = `<!doctype html><html><head><title>About Us | Brand</title>
<meta name="description" content="A description that is long enough to pass the fifty character minimum &amp; more.">
<link rel="canonical" href="https://example.com/about">
<meta property="og:title" content="About Us | Brand"><meta name="twitter:card" content="summary_large_image">
</head><body><div><h1>About <b>Us</b></h1><p>Two words.</p><script>ignored words here</script></div></body></html>`

describe('crawler view', () => {
  it('reads title, description, canonical, social tags, h1 and word count from the HTML', () => {
    expect(crawlerView(html)).toEqual({
      title: 'About Us | Brand',
      description: 'A description that is long enough to pass the fifty character minimum & more.',
      canonical: 'https://example.com/about',
      ogTitle: 'About Us | Brand',
      twitterCard: 'summary_large_image',
      h1Count: 1,
      h1: 'About Us',
      words: 4,
    })
  })
})

describe('files a browser fetched', () => {
  const base = 'http://localhost:4335'

  it('names same-origin scripts, styles and fonts by their built path, and nothing else', () => {
    expect(assetFileOf(`${base}/assets/index-abc.js`, base)).toBe('assets/index-abc.js')
    expect(assetFileOf(`${base}/assets/index-abc.css?v=1`, base)).toBe('assets/index-abc.css')
    expect(assetFileOf(`${base}/mockServiceWorker.js`, base)).toBe('mockServiceWorker.js')
    expect(assetFileOf(`${base}/assets/inter-latin-wght-normal-abc.woff2`, base)).toBe('assets/inter-latin-wght-normal-abc.woff2')
    expect(assetFileOf(`${base}/og-default.jpg`, base)).toBeNull()
    expect(assetFileOf(`${base}/contact`, base)).toBeNull()
    expect(assetFileOf('https://api.emailjs.com/api/v1.0/email/send.js', base)).toBeNull()
  })

  it('takes the mock modules, what only they import and the worker as the demo mock layer', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_msw.js': { file: 'assets/msw.js', imports: ['_react.js'] },
      'mocks/browser.ts': { file: 'assets/browser.js', imports: ['_msw.js'] },
      'src/features/chat/ChatPanel.tsx': { file: 'assets/chat-panel.js', imports: ['_react.js'] },
    }
    // React is the app's too: a deploy build fetches it, so it is no part of the mock layer.
    expect([...mockLayerFiles(manifest)].sort()).toEqual(['assets/browser.js', 'assets/msw.js', 'mockServiceWorker.js'])
  })

  it("counts what the app's main script holds as the app's, although the entry reaches it only after the first paint", () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_boot.js'], dynamicImports: ['_react.js', '_app.js'] },
      '_boot.js': { file: 'assets/boot.js' },
      // React, which the mocks import too.
      '_react.js': { file: 'assets/react.js' },
      // The router and the shell.
      '_app.js': { file: 'assets/app.js', imports: ['_boot.js', '_react.js'], dynamicImports: ['mocks/browser.ts'] },
      '_msw.js': { file: 'assets/msw.js', imports: ['_app.js'] },
      'mocks/browser.ts': { file: 'assets/browser.js', imports: ['_msw.js', '_app.js', '_react.js'] },
    }
    expect([...mockLayerFiles(manifest)].sort()).toEqual(['assets/browser.js', 'assets/msw.js', 'mockServiceWorker.js'])
    expect(scriptsAfterFirstPaint(manifest)).toEqual(['assets/react.js', 'assets/app.js'])
  })

  it('refuses a manifest whose entry loads nothing after the first paint', () => {
    expect(() => scriptsAfterFirstPaint({ 'index.html': { file: 'assets/index.js' } })).toThrow(/no script/)
  })

  async function builtFiles(files: Record<string, string>) {
    const dir = await mkdtemp(join(tmpdir(), 'audit-'))
    await mkdir(join(dir, 'assets'))
    for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text)
    return new BundleReader(dir)
  }

  it('sizes the scripts and styles of a first load and names lazy-only code found in them', async () => {
    const reader = await builtFiles({
      'assets/index.js': 'entry '.repeat(50),
      'assets/page.js': 'page',
      'assets/index.css': 'body{}',
      'assets/emailjs.js': 'The public key is required',
    })
    const clean = await firstLoadFigures(reader, ['assets/index.js', 'assets/page.js', 'assets/index.css'])
    expect(clean.js.raw).toBe(300 + 4)
    expect(clean.js.gzip).toBeGreaterThan(0)
    expect(clean.js.gzip).toBeLessThan(clean.js.raw)
    expect(clean.css.raw).toBe(6)
    expect(clean.forbidden).toEqual([])
    const leaky = await firstLoadFigures(reader, ['assets/index.js', 'assets/emailjs.js'])
    expect(leaky.forbidden).toEqual(['EmailJS (@emailjs/browser)'])
  })

  it("sizes a demo build's mock files apart, but still finds MSW among them", async () => {
    const reader = await builtFiles({ 'assets/index.js': 'entry', 'assets/qa.js': 'qa panel', 'assets/msw.js': 'worker.start("/mockServiceWorker.js")' })
    const figures = await firstLoadFigures(reader, ['assets/index.js', 'assets/qa.js'], new Set(['assets/qa.js', 'assets/msw.js']))
    expect(figures.js.raw).toBe(5)
    expect(figures.demoMockLayer.raw).toBe(8)
    expect(figures.forbidden).toEqual([])
    const early = await firstLoadFigures(reader, ['assets/index.js', 'assets/msw.js'], new Set(['assets/msw.js']))
    expect(early.forbidden).toEqual(['mock layer (MSW, demo builds)'])
  })

  it("sizes what each first use fetched, with the mock layer's share apart", async () => {
    const reader = await builtFiles({ 'assets/chat-panel.js': 'x'.repeat(100), 'assets/browser.js': 'y'.repeat(40) })
    const figures = await firstUseFigures(reader, new Map([['chat', ['assets/chat-panel.js', 'assets/browser.js']], ['newsletter', []]]), new Set(['assets/browser.js']))
    expect(figures.chat?.total.raw).toBe(140)
    expect(figures.chat?.demoMockLayer.raw).toBe(40)
    expect(figures.newsletter?.total.raw).toBe(0)
  })
})

const good: RouteResult = {
  path: '/',
  jsGzipKB: 100,
  jsRawKB: 400,
  cssGzipKB: 8,
  cssRawKB: 40,
  fontKB: 47,
  forbiddenInFirstLoad: [],
  crawler: crawlerView(html),
  vnuErrors: [],
  axe: { 'light 375px': 0 },
  lighthouse: { mobile: { scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }, fcpMs: 1100, lcpMs: 1500, tbtMs: 50, cls: 0, transferKB: 200, benchmarkIndex: 1090.2, cpuSlowdown: 2.5 } },
}

describe('budgets', () => {
  it('passes a route within every budget', () => {
    expect(missedBudgets([good])).toEqual([])
  })

  it('reports each missed budget in words', () => {
    const bad: RouteResult = {
      ...good,
      jsGzipKB: 175,
      cssGzipKB: 26,
      forbiddenInFirstLoad: ['EmailJS (@emailjs/browser)'],
      crawler: { ...good.crawler, description: 'short', h1Count: 2 },
      vnuErrors: ['line 3: Stray end tag'],
      axe: { 'dark 1280px': 2 },
      lighthouse: {
        mobile: { ...good.lighthouse!.mobile!, scores: { performance: 99, accessibility: 96, 'best-practices': 100, seo: 100 }, cls: 0.05, tbtMs: 51, lcpMs: 1600, fcpMs: 1300 },
      },
    }
    expect(missedBudgets([bad])).toEqual([
      '/: first-load JS 175.0 KB gzip > 106 KB',
      '/: first-load CSS 26.0 KB gzip > 25 KB',
      '/: first-load JS 175.0 KB gzip > 140 KB',
      '/: EmailJS (@emailjs/browser) is in the first load',
      '/: description has 5 characters (50-160)',
      '/: 2 h1 elements',
      '/: HTML error: line 3: Stray end tag',
      '/: 2 axe violation(s) (dark 1280px)',
      '/: Lighthouse mobile accessibility 96 < 100',
      '/: CLS 0.050 > 0.01',
      '/: Lighthouse mobile performance 99 < 100',
      '/: TBT 51 ms > 50 ms',
      '/: LCP 1600 ms > 1500 ms',
      '/: FCP 1300 ms > 1200 ms',
    ])
  })

  it('holds a key route to the top score and any other route to 98', () => {
    const at = (path: string, performance: number): RouteResult => ({
      ...good,
      path,
      crawler: { ...good.crawler, title: path },
      lighthouse: { mobile: { ...good.lighthouse!.mobile!, scores: { ...good.lighthouse!.mobile!.scores, performance } } },
    })
    expect(missedBudgets([at('/contact', 99), at('/about', 98), at('/terms', 97)])).toEqual([
      '/contact: Lighthouse mobile performance 99 < 100',
      '/terms: Lighthouse mobile performance 97 < 98',
    ])
    expect(meetsLighthouseBudgets('/about', at('/about', 98).lighthouse!.mobile!)).toBe(true)
    expect(meetsLighthouseBudgets('/', at('/', 99).lighthouse!.mobile!)).toBe(false)
  })

  it('in CI, holds the byte ceilings of today and only prints performance and timings', () => {
    const slow: RouteResult = {
      ...good,
      // Exactly at the home ceiling, with timings far over the full audit's budgets.
      jsGzipKB: ciBudgets.homeJsGzipKB,
      lighthouse: { mobile: { ...good.lighthouse!.mobile!, scores: { ...good.lighthouse!.mobile!.scores, performance: 80 }, tbtMs: 300, lcpMs: 3000, fcpMs: 2000 } },
    }
    const { homeJsGzipKB: home, anyRouteJsGzipKB: anyRoute } = ciBudgets
    expect(missedBudgets([good, { ...good, path: '/about' }])).toContain('/about: title "About Us | Brand" also used by /')
    expect(missedBudgets([slow], { mode: 'ci' })).toEqual([])
    expect(missedBudgets([slow]).length).toBeGreaterThan(0)
    expect(missedBudgets([{ ...slow, jsGzipKB: home + 1 }], { mode: 'ci' })).toEqual([`/: first-load JS ${(home + 1).toFixed(1)} KB gzip > ${home} KB`])
    expect(missedBudgets([{ ...slow, path: '/blog/x', jsGzipKB: anyRoute }], { mode: 'ci' })).toEqual([])
    expect(missedBudgets([{ ...slow, path: '/blog/x', jsGzipKB: anyRoute + 1 }], { mode: 'ci' })).toEqual([`/blog/x: first-load JS ${(anyRoute + 1).toFixed(1)} KB gzip > ${anyRoute} KB`])
  })
})

describe('timing budgets beside the routes', () => {
  it('holds the wait from first paint to hydrated to 1.5 s on each benchmarked route', () => {
    expect(budgets.firstPaintToHydratedMs).toBe(1500)
    expect(missedHydrationBudgets([{ path: '/', medianMs: 1500 }, { path: '/contact', medianMs: 1501.4 }, { path: '/blog', medianMs: NaN }])).toEqual([
      '/contact: first paint to hydrated 1501 ms > 1500 ms',
      '/blog: first paint to hydrated not measured > 1500 ms',
    ])
  })

  it("holds a reader's main-thread CPU to 60 ms at 1x (100 ms on a page with a form), blocking to 50 ms, and only prints a tapped load", () => {
    const reader = { tapped: false, cpuAfterPaintMs: 60, blockingMs: 50 }
    expect(missedMainThreadBudgets([{ ...reader, path: '/' }, { ...reader, path: '/contact', cpuAfterPaintMs: 100 }, { ...reader, path: '/blog', tapped: true, cpuAfterPaintMs: 190, blockingMs: 80 }])).toEqual([])
    expect(missedMainThreadBudgets([{ ...reader, path: '/', cpuAfterPaintMs: 60.6 }, { ...reader, path: '/contact', cpuAfterPaintMs: 101, blockingMs: 51 }, { ...reader, path: '/blog', cpuAfterPaintMs: NaN }])).toEqual([
      '/: main-thread CPU from first paint to idle 61 ms > 60 ms',
      '/contact: main-thread CPU from first paint to idle 101 ms > 100 ms',
      '/contact: blocking from CPU time 51 ms > 50 ms',
      '/blog: main-thread CPU from first paint to idle not measured > 60 ms',
    ])
  })

  it('holds the server under load to what it did before the move to Hono', () => {
    const home = { budget: 'home' as const, path: '/', requestsPerSecond: 2533, p99Ms: 40, non2xx: 0, errors: 0 }
    const script = { budget: 'largestScript' as const, path: '/assets/main-x.js', requestsPerSecond: 715, p99Ms: 132, non2xx: 0, errors: 0 }
    expect(missedLoadBudgets([home, script])).toEqual([])
    expect(missedLoadBudgets([{ ...home, requestsPerSecond: 2532, p99Ms: 41 }, { ...script, requestsPerSecond: 714, p99Ms: 133, non2xx: 3, errors: 1 }])).toEqual([
      'load /: 2532 req/s < 2533 req/s',
      'load /: p99 41 ms > 40 ms',
      'load /assets/main-x.js: 714 req/s < 715 req/s',
      'load /assets/main-x.js: p99 133 ms > 132 ms',
      'load /assets/main-x.js: 3 non-2xx answers and 1 errors under load',
    ])
  })
})

describe('Lighthouse medians', () => {
  it('takes the middle value of each figure over three runs', () => {
    const run = (performance: number, tbtMs: number, lcpMs: number) => ({ ...good.lighthouse!.mobile!, scores: { ...good.lighthouse!.mobile!.scores, performance }, tbtMs, lcpMs })
    const median = medianFigures([run(100, 90, 1400), run(95, 20, 1600), run(99, 40, 1500)])
    expect(median.scores.performance).toBe(99)
    expect(median.tbtMs).toBe(40)
    expect(median.lcpMs).toBe(1500)
  })
})

describe('the printed table', () => {
  it('shows every measured figure and what a crawler sees for each route', () => {
    const [header, , row] = routeTable([good]).split('\n')
    const cells = (line = '') => line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim())
    const byColumn = Object.fromEntries(cells(header).map((name, i) => [name, cells(row)[i]]))
    expect(byColumn).toMatchObject({
      Route: '/',
      'JS gzip KB': '100.0',
      'JS raw KB': '400.0',
      'CSS gzip KB': '8.0',
      'CSS raw KB': '40.0',
      'Font KB': '47.0',
      'LH mobile P/A/BP/SEO': '100/100/100/100',
      'LH desktop P/A/BP/SEO': '-',
      'FCP ms (m)': '1100',
      'LCP ms (m)': '1500',
      'TBT ms (m)': '50',
      'CLS (m)': '0.000',
      'CPU x (index) (m)': '2.5x (1090)',
      'Transfer KB (m)': '200.0',
      axe: '0',
      'HTML errors': '0',
      Title: 'About Us \\| Brand',
      'Description (chars)': 'A description that is long enough to pass the fifty character minimum & more. (77)',
      Canonical: 'https://example.com/about',
      'og:title': '= title',
      'twitter:card': 'summary_large_image',
      h1: 'About Us',
      Words: '4',
    })
  })
})
