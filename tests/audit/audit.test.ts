// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BundleReader, lazyFigures } from '../../scripts/audit/bundles'
import { missedBudgets, type RouteResult } from '../../scripts/audit/budgets'
import { crawlerView } from '../../scripts/audit/crawler-view'
import { routeTable } from '../../scripts/audit/report'
import { firstLoadFor, loaderImportsFor, routeFileFor, type Manifest } from '../../scripts/lib/route-chunks'

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

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/routes/about.tsx?tsr-split=component': { file: 'assets/about.js', isDynamicEntry: true, imports: ['_shared.js', 'index.html'] },
  'src/routes/blog/$slug.tsx?tsr-split=component': { file: 'assets/slug.js', isDynamicEntry: true },
  'node_modules/@emailjs/browser/es/index.js': { file: 'assets/emailjs.js', isDynamicEntry: true },
}

describe('first-load files', () => {
  it('maps paths to their route files', () => {
    expect(routeFileFor('/')).toBe('src/routes/index.tsx')
    expect(routeFileFor('/blog')).toBe('src/routes/blog/index.tsx')
    expect(routeFileFor('/blog/smb-ai-guide')).toBe('src/routes/blog/$slug.tsx')
    expect(routeFileFor('/services/sales-ai')).toBe('src/routes/services/$slug.tsx')
    expect(routeFileFor('/verticals/adtech')).toBe('src/routes/verticals/$slug.tsx')
    expect(routeFileFor('/case-studies/chipr')).toBe('src/routes/case-studies/$slug.tsx')
    expect(routeFileFor('/case-studies')).toBe('src/routes/case-studies/index.tsx')
  })

  it("counts the content module a family page's loader imports, and no other page's", () => {
    expect(loaderImportsFor('/services/sales-ai')).toEqual(['src/content/services/sales-ai.ts'])
    expect(loaderImportsFor('/verticals/adtech')).toEqual(['src/content/verticals/adtech.ts'])
    expect(loaderImportsFor('/about')).toEqual([])
  })

  it('counts the entry, its imports, the route chunk and its own imports, but no lazy chunk', () => {
    expect(firstLoadFor(manifest, '/about')).toEqual({
      entry: ['assets/index.js', 'assets/react.js'],
      route: ['assets/about.js', 'assets/shared.js'],
      css: ['assets/index.css'],
    })
    expect(firstLoadFor(manifest, '/blog/x').route).toEqual(['assets/slug.js'])
  })

  it("counts what an article page's loader imports before hydrating", () => {
    const withLoader: Manifest = {
      ...manifest,
      'src/features/blog/load-article.ts': { file: 'assets/load-article.js', isDynamicEntry: true },
      'src/content/articles/x.mdx': { file: 'assets/x.js', isDynamicEntry: true },
      'src/content/articles/y.mdx': { file: 'assets/y.js', isDynamicEntry: true },
    }
    expect(firstLoadFor(withLoader, '/blog/x').route).toEqual(['assets/slug.js', 'assets/load-article.js', 'assets/x.js'])
    expect(firstLoadFor(withLoader, '/about').route).not.toContain('assets/load-article.js')
    // Shared with other pages, the module sits in a chunk named after it.
    const shared: Manifest = { ...manifest, '_load-article-x1.js': { file: 'assets/load-article-x1.js', name: 'load-article' } }
    expect(firstLoadFor(shared, '/blog/x').route).toEqual(['assets/slug.js', 'assets/load-article-x1.js'])
  })

  it('counts a lazy feature as its marked chunk plus what it imports beyond the first load', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'audit-'))
    await mkdir(join(dir, 'assets'))
    const files: Record<string, string> = {
      'assets/index.js': 'entry',
      'assets/react.js': 'react',
      'assets/shared.js': 'shared',
      'assets/about.js': 'about page',
      'assets/slug.js': 'article page',
      'assets/mocks.js': 'worker.start("/mockServiceWorker.js")',
      'assets/msw-core.js': 'x'.repeat(1000),
      'assets/emailjs.js': 'The public key is required',
      'assets/newsletter-send.js': 'send the sign-up',
      'assets/emailjs-client.js': 'client',
      'assets/query.js': 'mutations',
      'assets/chat-panel.js': '<dialog data-chat-panel> running in a browser-like environment',
      'assets/knowledge.js': 'the four documents',
    }
    for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text)
    const withMocks: Manifest = {
      ...manifest,
      'mocks/browser.ts': { file: 'assets/mocks.js', isDynamicEntry: true, imports: ['_msw.js', '_react.js'] },
      '_msw.js': { file: 'assets/msw-core.js' },
      'src/features/lead-capture/newsletter-send.ts': { file: 'assets/newsletter-send.js', isDynamicEntry: true, imports: ['_emailjs-client.js', 'index.html'] },
      '_emailjs-client.js': { file: 'assets/emailjs-client.js', dynamicImports: ['node_modules/@emailjs/browser/es/index.js'] },
      'src/routes/contact.tsx?tsr-split=component': { file: 'assets/contact.js', isDynamicEntry: true, imports: ['_emailjs-client.js'] },
      'node_modules/@tanstack/react-query/build/modern/index.js': { file: 'assets/query.js', isDynamicEntry: true },
      'src/features/chat/ChatPanel.tsx': { file: 'assets/chat-panel.js', isDynamicEntry: true, imports: ['_react.js'] },
      'src/features/chat/knowledge/index.ts': { file: 'assets/knowledge.js', isDynamicEntry: true },
    }
    await writeFile(join(dir, 'assets/contact.js'), 'contact page')
    const lazy = await lazyFigures(new BundleReader(dir), withMocks)
    expect(lazy['mock layer (MSW, demo builds)']).toMatchObject({ raw: files['assets/mocks.js']!.length + 1000 })
    expect(lazy['EmailJS (@emailjs/browser)']).toMatchObject({ raw: files['assets/emailjs.js']!.length })
    expect(lazy['OpenAI SDK (openai)']).toMatchObject({ raw: files['assets/chat-panel.js']!.length })
    expect(lazy['chat panel']).toMatchObject({ raw: files['assets/chat-panel.js']!.length })
    // A first use counts what it fetches beyond the page it happens on.
    const emailjsBytes = files['assets/emailjs.js']!.length
    const queryBytes = files['assets/query.js']!.length
    expect(lazy['first newsletter sign-up (footer, any page)']).toMatchObject({
      raw: files['assets/newsletter-send.js']!.length + files['assets/emailjs-client.js']!.length + emailjsBytes + queryBytes,
    })
    expect(lazy['first contact form submit (/contact)']).toMatchObject({ raw: emailjsBytes + queryBytes })
    expect(lazy['first chat question (panel, openai SDK, machines, knowledge)']).toMatchObject({
      raw: files['assets/chat-panel.js']!.length + files['assets/knowledge.js']!.length,
    })
    const { 'node_modules/@emailjs/browser/es/index.js': _, ...withoutEmailjs } = withMocks
    await expect(lazyFigures(new BundleReader(dir), withoutEmailjs)).rejects.toThrow(/update firstUses/)
  })
})

const good: RouteResult = {
  path: '/',
  jsGzipKB: 120,
  jsRawKB: 400,
  cssGzipKB: 8,
  cssRawKB: 40,
  forbiddenInFirstLoad: [],
  crawler: crawlerView(html),
  vnuErrors: [],
  axe: { 'light 375px': 0 },
  lighthouse: { mobile: { scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 }, lcpMs: 1500, tbtMs: 50, cls: 0, transferKB: 200 } },
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
      lighthouse: { mobile: { ...good.lighthouse!.mobile!, scores: { performance: 90, accessibility: 96, 'best-practices': 100, seo: 100 }, cls: 0.05 } },
    }
    expect(missedBudgets([bad])).toEqual([
      '/: first-load JS 175.0 KB gzip > 150 KB',
      '/: first-load CSS 26.0 KB gzip > 25 KB',
      '/: first-load JS 175.0 KB gzip > 170 KB',
      '/: EmailJS (@emailjs/browser) is in the first load',
      '/: description has 5 characters (50-160)',
      '/: 2 h1 elements',
      '/: HTML error: line 3: Stray end tag',
      '/: 2 axe violation(s) (dark 1280px)',
      '/: Lighthouse mobile accessibility 96 < 100',
      '/: Lighthouse mobile performance 90 < 95',
      '/: CLS 0.050 > 0.02',
    ])
  })

  it('flags a title used twice, and only prints performance when asked not to gate it', () => {
    const slow = { ...good, lighthouse: { mobile: { ...good.lighthouse!.mobile!, scores: { ...good.lighthouse!.mobile!.scores, performance: 80 } } } }
    expect(missedBudgets([good, { ...good, path: '/about' }])).toContain('/about: title "About Us | Brand" also used by /')
    expect(missedBudgets([slow], { ungatedCategories: ['performance'] })).toEqual([])
  })
})

describe('the printed table', () => {
  it('shows every measured figure and what a crawler sees for each route', () => {
    const [header, , row] = routeTable([good]).split('\n')
    const cells = (line = '') => line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim())
    const byColumn = Object.fromEntries(cells(header).map((name, i) => [name, cells(row)[i]]))
    expect(byColumn).toMatchObject({
      Route: '/',
      'JS gzip KB': '120.0',
      'JS raw KB': '400.0',
      'CSS gzip KB': '8.0',
      'CSS raw KB': '40.0',
      'LH mobile P/A/BP/SEO': '97/100/100/100',
      'LH desktop P/A/BP/SEO': '-',
      'LCP ms (m)': '1500',
      'TBT ms (m)': '50',
      'CLS (m)': '0.000',
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
