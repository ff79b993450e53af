// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { absoluteUrl, site } from '~/config/site'
import { pages } from '~/content/registry'
import { searchWords } from '~/content/registry/search-words'
import { applyHeadToDocument, collectHead, headToHtml } from '~/head/head'
import { pageHead, seoHead } from '~/head/seo'

describe('page head tags', () => {
  it('gives a page its title with the brand, description, keywords, canonical, Open Graph and Twitter tags', () => {
    const html = headToHtml(collectHead([pageHead('/about')]))
    expect(html).toContain(`<title>About Us | ${site.brandName}</title>`)
    expect(html).toContain(`<meta name="description" content="${searchWords['/about'].description}"`)
    expect(html).toContain('<meta name="keywords" content="about AI agency, AI consulting team, AI experts"')
    expect(html).toContain(`<link rel="canonical" href="${absoluteUrl('/about')}"`)
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) expect(html).toContain(`property="${tag}"`)
    for (const tag of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) expect(html).toContain(`name="${tag}"`)
    expect(html).toContain(`content="${absoluteUrl('/og/about.jpg')}"`)
  })

  it('falls back from canonical to the page URL, then to the site root', () => {
    const canonicalOf = (input: Parameters<typeof seoHead>[0]) => seoHead(input).links[0]?.href
    const base = { title: 'T', description: 'D' }
    expect(canonicalOf({ ...base, ogUrl: '/a', canonical: '/b' })).toBe(absoluteUrl('/b'))
    expect(canonicalOf({ ...base, ogUrl: '/a' })).toBe(absoluteUrl('/a'))
    expect(canonicalOf(base)).toBe(absoluteUrl('/'))
  })

  it('lets the deepest route win and escapes markup in values', () => {
    const head = collectHead([
      { meta: [{ title: 'Parent' }, { name: 'description', content: 'parent' }] },
      { meta: [{ title: 'Child <b>' }, { name: 'description', content: '"quoted" & <tag>' }] },
    ])
    const html = headToHtml(head)
    expect(html).toContain('<title>Child &lt;b&gt;</title>')
    expect(html).toContain('content="&quot;quoted&quot; &amp; &lt;tag&gt;"')
    expect(html).not.toContain('parent')
  })

  it('describes a not-found page when no route has a head', () => {
    expect(collectHead([{}]).title).toContain('Page not found')
  })

  it('replaces the previous page tags in the live document after a navigation', () => {
    applyHeadToDocument(collectHead([pageHead('/about')]))
    applyHeadToDocument(collectHead([pageHead('/contact')]))
    expect(document.title).toBe(`Talk to an AI Advisor | ${site.brandName}`)
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(absoluteUrl('/contact'))
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
  })
})

describe('the route table', () => {
  it('gives every page a unique title and a description of 50-160 characters', () => {
    const titles = new Set<string>()
    for (const [path, page] of Object.entries(pages)) {
      const { description } = searchWords[path as keyof typeof pages]
      expect(description.length, path).toBeGreaterThanOrEqual(50)
      expect(description.length, path).toBeLessThanOrEqual(160)
      expect(titles.has(page.title), `duplicate title ${page.title}`).toBe(false)
      titles.add(page.title)
    }
  })
})
