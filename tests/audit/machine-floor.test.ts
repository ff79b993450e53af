import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { http, passthrough } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server as mockServer } from '@mocks/node'
import type { LighthouseFigures } from '../../scripts/audit/budgets'
import { floorVerdict, trivialPage, trivialPagePath, withoutScripts, writeFloorSite } from '../../scripts/audit/machine-floor'
import { machineFloorTable } from '../../scripts/audit/report'
import { serveBuild } from '../../scripts/audit/serve'
import { precompressFolder } from '../../scripts/lib/precompress'

// The shape of a prerendered page's head and the end of its body, as the build writes them.
const page = `<!doctype html><html lang="en"><head>
<script>(function(){document.documentElement.classList.add('dark')})()</script>
<link rel="expect" href="#site-footer" blocking="render">
<meta name="site-mode" content="demo" />
<script type="application/ld+json" data-head="page">{"@type":"Organization"}</script>
<script type="module" fetchpriority="low" crossorigin src="/assets/index-B9THWr3C.js"></script>
<link rel="modulepreload" crossorigin href="/assets/main-x.js">
<style>body{margin:0}</style>
</head><body><div id="root"><main><h1>Home</h1></main><footer id="site-footer"></footer></div>
<link rel="stylesheet" crossorigin href="/assets/index-CTYoeMkJ.css">
</body></html>`

const figures = (performance: number, tbtMs: number): LighthouseFigures => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 801.4,
  lcpMs: 902.6,
  tbtMs,
  cls: 0,
  transferKB: 20,
  benchmarkIndex: 1090.4,
  cpuSlowdown: 2.5,
})

describe('the page without its scripts', () => {
  it('drops the scripts that load code and their preloads, and keeps everything else', () => {
    const stripped = withoutScripts(page)
    expect(stripped).not.toContain('/assets/index-B9THWr3C.js')
    expect(stripped).not.toContain('modulepreload')
    // The theme is set before the first paint, the structured data is not run: both stay.
    expect(stripped).toContain("classList.add('dark')")
    expect(stripped).toContain('application/ld+json')
    expect(stripped).toContain('rel="expect"')
    expect(stripped).toContain('<link rel="stylesheet" crossorigin href="/assets/index-CTYoeMkJ.css">')
    expect(stripped).toContain('<main><h1>Home</h1></main>')
  })
})

describe("the floor's site", () => {
  // Requests to the local server are real (the mock layer answers only outside services).
  beforeEach(() => mockServer.use(http.all(/^http:\/\/localhost:\d+\//, () => passthrough())))

  it('is served by the site server next to the build, which it leaves as it was', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'floor-'))
    await mkdir(join(dist, 'client', 'assets'), { recursive: true })
    await writeFile(join(dist, 'client', 'index.html'), page)
    await writeFile(join(dist, 'client', 'assets', 'index-CTYoeMkJ.css'), 'body{color:red}')
    // As the build precompresses the page: the floor's own copy must replace it.
    await precompressFolder(join(dist, 'client'))

    const floorDist = await writeFloorSite(dist)
    expect(floorDist).toBe(join(dist, 'machine-floor'))
    expect(await readFile(join(dist, 'client', 'index.html'), 'utf8')).toBe(page)
    expect(existsSync(join(dist, 'client', trivialPagePath.slice(1)))).toBe(false)

    const floor = await serveBuild(floorDist, 4398)
    try {
      const landing = await fetch(`${floor.baseUrl}/`, { headers: { 'Accept-Encoding': 'br' } })
      expect(landing.status).toBe(200)
      expect(landing.headers.get('content-encoding')).toBe('br')
      const html = await landing.text()
      expect(html).toContain('<h1>Home</h1>')
      expect(html).not.toContain('<script type="module"')
      expect((await fetch(`${floor.baseUrl}/assets/index-CTYoeMkJ.css`)).status).toBe(200)
      const trivial = await fetch(`${floor.baseUrl}${trivialPagePath}`, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(trivial.status).toBe(200)
      expect(await trivial.text()).toBe(trivialPage)
    } finally {
      floor.stop()
    }
  }, 30_000)
})

describe("the floor's verdict", () => {
  it('says the calibration does not hold when a trivial page is over the TBT budget at the calibrated slowdown', () => {
    const verdict = floorVerdict({ trivial: figures(97, 101), landingWithoutScripts: figures(91, 213) })
    expect(verdict).toContain('At CPU 2.5x (benchmark index 1090 in its runs) a trivial page with no script reads TBT 101 ms (performance 97), over the 50 ms budget')
    expect(verdict).toContain('the calibration does not hold in this run')
    expect(verdict).toContain('cannot show whether the site meets its budgets')
    expect(verdict).toContain('/ without its scripts reads TBT 213 ms')
  })

  it('says the calibration holds when a trivial page is within the budget', () => {
    const verdict = floorVerdict({ trivial: figures(100, 0), landingWithoutScripts: figures(100, 12) })
    expect(verdict).toContain('TBT 0 ms (performance 100), within the 50 ms budget: the calibration holds')
    expect(verdict).not.toContain('cannot show')
  })

  it('puts the floor next to the landing page in the report', () => {
    const table = machineFloorTable({ trivial: figures(99, 99.6), landingWithoutScripts: figures(96, 213) }, figures(87, 494))
    expect(table.split('\n')).toEqual([
      '| Page | Performance | FCP ms | LCP ms | TBT ms | CPU x (index) |',
      '| --- | --- | --- | --- | --- | --- |',
      '| A trivial page | 99 | 801 | 903 | 100 | 2.5x (1090) |',
      '| / without its scripts | 96 | 801 | 903 | 213 | 2.5x (1090) |',
      '| / | 87 | 801 | 903 | 494 | 2.5x (1090) |',
    ])
  })
})
