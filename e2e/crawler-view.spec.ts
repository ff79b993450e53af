import { expect, test } from '@playwright/test'
import { allPages } from '../src/content/registry/all-pages'

const paths = allPages.map((page) => page.path)

test('every page carries its head tags and heading in the HTML, without JavaScript', async ({ request }) => {
  for (const path of paths) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).toMatch(/<title>[^<]+<\/title>/)
    for (const tag of ['name="description"', 'rel="canonical"', 'property="og:title"', 'property="og:description"', 'property="og:url"', 'property="og:image"', 'property="og:type"', 'name="twitter:card"', 'name="twitter:title"', 'name="twitter:description"', 'name="twitter:image"']) {
      expect(html, `${path} ${tag}`).toContain(tag)
    }
    expect(html.match(/<h1[\s>]/g), path).toHaveLength(1)
  }
})

test('the sitemap lists every page with an absolute URL but those only a form leads to, which are noindex; robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const loc = (path: string) => new RegExp(`<loc>https?://[^<]+${path === '/' ? '/' : path}</loc>`)
  for (const page of allPages) {
    const html = await (await request.get(page.path)).text()
    if (page.unlisted) {
      expect(sitemap, page.path).not.toMatch(loc(page.path))
      expect(html, page.path).toContain('<meta name="robots" content="noindex"')
    } else {
      expect(sitemap, page.path).toMatch(loc(page.path))
      expect(html, page.path).not.toContain('name="robots"')
    }
  }
  expect(allPages.filter((page) => page.unlisted).map((page) => page.path)).toEqual(['/thank-you', '/webinar-registration'])
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)
})

test('the default share image is a 1200x630 image', async ({ request }) => {
  const response = await request.get('/og-default.jpg')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/jpeg')
  const bytes = await response.body()
  // JPEG SOF0 marker holds height then width.
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]))
  expect(bytes.readUInt16BE(sof + 5)).toBe(630)
  expect(bytes.readUInt16BE(sof + 7)).toBe(1200)
})

test('every page links PNG icons that the server sends, and no SVG icon', async ({ request }) => {
  const icons = new Set<string>()
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    const links = [...html.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]+)"/g)].map(([, rel, href]) => `${rel} ${href}`)
    // An SVG icon costs the page a main-thread task (scripts/favicons/vite-plugin.ts).
    expect(links, path).toEqual(['icon /favicon.png', 'apple-touch-icon /apple-touch-icon.png'])
    for (const link of links) icons.add(link.split(' ')[1]!)
  }
  for (const href of icons) {
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
    expect(response.headers()['content-type'], href).toBe('image/png')
    // PNG signature, then the IHDR chunk: width and height.
    const bytes = await response.body()
    expect(bytes.subarray(1, 4).toString(), href).toBe('PNG')
    expect(bytes.readUInt32BE(16), href).toBe(bytes.readUInt32BE(20))
  }
})

test('the server sends security and caching headers', async ({ request }) => {
  const page = await request.get('/about')
  const headers = page.headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBeTruthy()
  expect(headers['cache-control']).toBe('no-cache')
  const asset = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? ''
  expect((await request.get(asset)).headers()['cache-control']).toContain('immutable')
})

test('each kind of page carries parseable JSON-LD of its schema.org types, without JavaScript', async ({ request }) => {
  const expected: Record<string, string[]> = {
    '/': ['Organization', 'WebSite', 'Event'],
    '/webinars': ['Event', 'BreadcrumbList'],
    '/about': ['BreadcrumbList'],
    '/special-offer': ['FAQPage', 'BreadcrumbList'],
    '/case-studies/chipr': ['BreadcrumbList'],
  }
  for (const page of allPages) {
    if (page.kind === 'service') expected[page.path] = ['Service', 'BreadcrumbList']
    if (page.kind === 'industry') expected[page.path] = ['Service', 'FAQPage', 'BreadcrumbList']
    if (page.kind === 'article') expected[page.path] = ['Article', 'BreadcrumbList']
  }
  for (const [path, types] of Object.entries(expected)) {
    const html = await (await request.get(path)).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => match[1] ?? '')
    const found = blocks.map((json) => JSON.parse(json) as { '@context': string; '@type': string })
    for (const item of found) expect(item['@context'], path).toBe('https://schema.org')
    expect([...new Set(found.map((item) => item['@type']))], path).toEqual(types)
  }
})
