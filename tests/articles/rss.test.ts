// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { articleList } from '~/content/articles'
import { pages } from '~/content/registry'
import { searchWords } from '~/content/registry/search-words'
import { blogFeed, render } from '~/entry-server'
import { buildRss } from '../../scripts/articles/rss'

describe('the RSS feed', () => {
  const xml = buildRss(articleList, { origin: 'https://agency.example', title: 'Blog', description: 'About AI.', owner: 'Agency', imageBytes: () => 1234 })
  const doc = new DOMParser().parseFromString(xml, 'application/xml')

  it('is well-formed RSS 2.0 with every article, newest first', () => {
    expect(doc.querySelector('parsererror')).toBeNull()
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const items = [...doc.querySelectorAll('item')]
    expect(items).toHaveLength(8)
    const dates = items.map((item) => Date.parse(item.querySelector('pubDate')?.textContent ?? ''))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('gives each item its absolute link, full summary and hero image', () => {
    const item = [...doc.querySelectorAll('item')].find((node) => node.querySelector('link')?.textContent === 'https://agency.example/blog/smb-ai-guide')
    const article = articleList.find((candidate) => candidate.slug === 'smb-ai-guide')
    expect(item?.querySelector('description')?.textContent).toBe(article?.excerpt)
    expect(item?.querySelector('enclosure')?.getAttribute('url')).toMatch(/^https:\/\/agency\.example\/assets\/articles\/smb-ai-guide-[0-9a-f]{8}-1280\.jpg$/)
    expect(item?.querySelector('enclosure')?.getAttribute('length')).toBe('1234')
  })
})

describe("the RSS feed's title and description (what scripts/prerender.ts passes)", () => {
  it('are the /blog page of the registry, as its prerendered head shows them', async () => {
    expect(blogFeed.title).toContain(pages['/blog'].title)
    expect(blogFeed.description).toBe(searchWords['/blog'].description)
    const { head } = await render('/blog')
    const doc = new DOMParser().parseFromString(`<head>${head}</head>`, 'text/html')
    expect(doc.title).toBe(blogFeed.title)
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(blogFeed.description)
  })
})
