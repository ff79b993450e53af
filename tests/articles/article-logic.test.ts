import { describe, expect, it } from 'vitest'
import { articleList, articles, type ArticleSummary } from '~/content/articles'
import { relatedArticles, relatedness } from '~/features/blog/related-articles'
import { canShareNatively, linkedInShareUrl, xShareUrl } from '~/features/blog/share-links'
import { displayDate, readMinutes, readTimeText } from '../../scripts/articles/front-matter'
import { readArticleSource } from '../../scripts/articles/read-article'

describe('read time', () => {
  it('is the word count at about 230 words a minute, rounded up, at least one minute', () => {
    expect([0, 1, 230, 231, 1200, 2070].map(readMinutes)).toEqual([1, 1, 1, 2, 6, 9])
    expect(readTimeText(9)).toBe('9 min read')
  })

  it('counts the words a reader reads: text, lists, tables and quotes, not front matter, markup or code', () => {
    const source = [
      '---',
      'title: "Not counted at all"',
      '---',
      '',
      '## Two words',
      '',
      'One *two* [three](/contact) four.',
      '',
      '- five',
      '- six seven',
      '',
      '| eight | nine |',
      '| --- | --- |',
      '| ten | 11 |',
      '',
      '> twelve',
      '',
      '```',
      'not counted code',
      '```',
    ].join('\n')
    expect(readArticleSource(source).wordCount).toBe(14)
  })

  it('shows ISO dates as the index does', () => {
    expect(displayDate('2025-03-05')).toBe('March 5, 2025')
    expect(displayDate('2025-12-25')).toBe('December 25, 2025')
  })

  it('computes the read time of every article from its length unless the front matter sets one', () => {
    for (const article of articleList) expect(article.readTime).toBe(readTimeText(readMinutes(article.wordCount)))
  })
})

const fake = (slug: string, category: string, tags: string[], published = '2025-03-15', listed = true) =>
  ({ slug, category, tags, published, listed }) as unknown as ArticleSummary

describe('related articles', () => {
  const self = fake('self', 'Sales AI', ['Sales AI', 'AI agents'])
  const all = [
    self,
    fake('same-category-old', 'Sales AI', [], '2025-03-10'),
    fake('same-category-new', 'Sales AI', [], '2025-03-20'),
    fake('shared-tag', 'Development', ['ai agents']),
    fake('both', 'Sales AI', ['AI agents']),
    fake('unrelated', 'Development', ['MVP']),
    fake('unlisted', 'Sales AI', ['AI agents'], '2025-03-25', false),
  ]

  it('scores 2 for the same category and 1 per shared tag (case-insensitive)', () => {
    expect(relatedness(self, all[4] as ArticleSummary)).toBe(3)
    expect(relatedness(self, all[3] as ArticleSummary)).toBe(1)
    expect(relatedness(self, all[5] as ArticleSummary)).toBe(0)
  })

  it('picks up to three listed articles, most related then newest, never the article itself', () => {
    const { articles: picked, related } = relatedArticles(self, all)
    expect(related).toBe(true)
    expect(picked.map((article) => article.slug)).toEqual(['both', 'same-category-new', 'same-category-old'])
  })

  it('falls back to the newest other articles when nothing is related', () => {
    const loner = fake('loner', 'Customer Support', ['Nothing shared'])
    const { articles: picked, related } = relatedArticles(loner, all)
    expect(related).toBe(false)
    expect(picked.map((article) => article.slug)).toEqual(['same-category-new', 'self', 'shared-tag'])
  })

  it('gives every real article one to three others to read next', () => {
    for (const article of articleList) {
      const { articles: picked, related } = relatedArticles(article, articleList)
      if (!related) expect(picked.length, article.slug).toBe(3)
      expect(picked.length, article.slug).toBeGreaterThanOrEqual(1)
      expect(picked.length, article.slug).toBeLessThanOrEqual(3)
      expect(picked.map((other) => other.slug)).not.toContain(article.slug)
    }
    expect(relatedArticles(articles['field-sales-ai'], articleList).articles.map((a) => a.slug)).toContain('future-of-sales-ai')
  })
})

describe('share links', () => {
  const target = { url: 'https://agency.example/blog/smb-ai-guide', title: 'The SMB Guide to Getting Started with AI & more' }

  it("shares the page's canonical URL on LinkedIn", () => {
    expect(linkedInShareUrl(target)).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fagency.example%2Fblog%2Fsmb-ai-guide')
  })

  it('prefills a post on X with the title and the URL, encoded', () => {
    const url = new URL(xShareUrl(target))
    expect(url.origin + url.pathname).toBe('https://x.com/intent/tweet')
    expect(url.searchParams.get('text')).toBe(target.title)
    expect(url.searchParams.get('url')).toBe(target.url)
  })

  it('offers the native share sheet only where the browser has it and accepts the data', () => {
    const share = async () => undefined
    expect(canShareNatively(target, {})).toBe(false)
    expect(canShareNatively(target, { share })).toBe(false)
    expect(canShareNatively(target, { share, canShare: () => false })).toBe(false)
    expect(canShareNatively(target, { share, canShare: () => true })).toBe(true)
  })
})
