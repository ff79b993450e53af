// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '~/config/site'
import { applyHeadToDocument, collectHead, headToHtml } from '~/head/head'
import { pageHead, rssFeedTitle, seoHead } from '~/head/seo'

describe('article head tags', () => {
  const head = seoHead({
    title: 'An article',
    description: 'About something',
    ogUrl: '/blog/x',
    ogType: 'article',
    article: { publishedTime: '2025-03-15', author: 'Daniel Okafor', section: 'Development' },
    jsonLd: [{ '@type': 'Article', headline: 'Ends </script><script>alert(1)</script>' }, { '@type': 'BreadcrumbList' }],
  })

  it('writes article Open Graph tags and the JSON-LD blocks, unable to close their <script>', () => {
    const html = headToHtml(collectHead([head]))
    expect(html).toContain('<meta property="article:published_time" content="2025-03-15"')
    expect(html).toContain('<meta property="article:author" content="Daniel Okafor"')
    const blocks = [...html.matchAll(/<script type="application\/ld\+json" data-head="page">(.*?)<\/script>/g)].map((match) => match[1] ?? '')
    expect(blocks).toHaveLength(2)
    expect(JSON.parse(blocks[0] ?? '')).toEqual({ '@type': 'Article', headline: 'Ends </script><script>alert(1)</script>' })
  })

  it('announces the RSS feed on every page', () => {
    expect(headToHtml(collectHead([pageHead('/about')]))).toContain(
      `<link rel="alternate" type="application/rss+xml" title="${rssFeedTitle}" href="${absoluteUrl('/rss.xml')}"`,
    )
  })

  it("replaces the JSON-LD of the previous page with the next page's after a navigation, and drops it on pages without", () => {
    const jsonLdTypes = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((el) => (JSON.parse(el.textContent ?? '') as { '@type': string })['@type'])
    applyHeadToDocument(collectHead([head]))
    expect(jsonLdTypes()).toHaveLength(2)
    applyHeadToDocument(collectHead([pageHead('/contact')]))
    expect(jsonLdTypes()).toEqual(['BreadcrumbList'])
    applyHeadToDocument(collectHead([seoHead({ title: 'T', description: 'D', ogUrl: '/x' })]))
    expect(jsonLdTypes()).toEqual([])
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(1)
  })
})
