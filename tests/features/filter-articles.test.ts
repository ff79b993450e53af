import { describe, expect, it } from 'vitest'
import { articles } from '~/content/articles'
import { filterArticles, hasActiveFilters, listedArticles, normaliseQuery } from '~/features/blog/filter-articles'
import { parseBlogSearch } from '~/features/blog/search-params'

const slugs = (list: readonly { slug: string }[]) => list.map((article) => article.slug)

describe('listed articles', () => {
  it('are all eight articles in order, the featured one first, then newest first', () => {
    expect(slugs(listedArticles)).toEqual([
      'stakeholder-content-automation',
      'ai-jobs-article',
      'smb-ai-guide',
      'field-sales-ai',
      'ai-implementation-guide-2025',
      'beyond-exponential',
      'future-of-sales-ai',
      'rapid-prototyping-best-practices',
    ])
  })
})

describe('filterArticles', () => {
  it('returns every listed article without filters (and for a blank search)', () => {
    expect(filterArticles(listedArticles, {})).toHaveLength(8)
    expect(filterArticles(listedArticles, { q: '   ' })).toHaveLength(8)
    expect(hasActiveFilters({ q: '   ' })).toBe(false)
  })

  it('matches text in the title', () => {
    expect(slugs(filterArticles(listedArticles, { q: 'prototyping' }))).toEqual(['rapid-prototyping-best-practices'])
  })

  it('matches text in the excerpt', () => {
    expect(slugs(filterArticles(listedArticles, { q: 'doorstep' }))).toEqual(['field-sales-ai'])
  })

  it('matches tags and the category', () => {
    expect(slugs(filterArticles(listedArticles, { q: 'MLOps' }))).toEqual(['ai-implementation-guide-2025'])
    expect(slugs(filterArticles(listedArticles, { q: 'development' }))).toEqual(['rapid-prototyping-best-practices'])
  })

  it('ignores case and surrounding spaces', () => {
    const expected = slugs(filterArticles(listedArticles, { q: 'field sales' }))
    expect(expected).toContain('field-sales-ai')
    expect(slugs(filterArticles(listedArticles, { q: '  FIELD   Sales ' }))).toEqual(expected)
  })

  it('needs every word to appear, in any field', () => {
    expect(slugs(filterArticles(listedArticles, { q: 'agents revops' }))).toEqual(['future-of-sales-ai'])
    expect(filterArticles(listedArticles, { q: 'agents prototyping' })).toEqual([])
  })

  it('filters by category', () => {
    const sales = filterArticles(listedArticles, { category: 'Sales AI' })
    expect(slugs(sales)).toEqual(['field-sales-ai', 'future-of-sales-ai'])
    expect(filterArticles(listedArticles, { category: 'AI Implementation' })).toHaveLength(5)
    expect(filterArticles(listedArticles, { category: 'Marketing AI' })).toEqual([])
  })

  it('combines a search with a category', () => {
    expect(slugs(filterArticles(listedArticles, { q: 'sales', category: 'Sales AI' }))).toEqual(['field-sales-ai', 'future-of-sales-ai'])
    expect(slugs(filterArticles(listedArticles, { q: 'telecom', category: 'Sales AI' }))).toEqual(['field-sales-ai'])
    expect(filterArticles(listedArticles, { q: 'telecom', category: 'Development' })).toEqual([])
  })

  it('returns nothing when nothing matches', () => {
    expect(filterArticles(listedArticles, { q: 'blockchain' })).toEqual([])
    expect(hasActiveFilters({ q: 'blockchain' })).toBe(true)
  })

  it('searches every listed article, beyond-exponential included', () => {
    expect(listedArticles.every((article) => article.listed)).toBe(true)
    expect(slugs(filterArticles(listedArticles, { q: 'exponential' }))).toEqual([articles['beyond-exponential'].slug])
  })

  it('caps the compared search at 100 characters', () => {
    expect(normaliseQuery(` ${'a'.repeat(150)} `)).toHaveLength(100)
  })
})

describe('blog search params', () => {
  const parse = parseBlogSearch

  it('keep a valid search and category', () => {
    expect(parse({ q: 'sales', category: 'Sales AI' })).toEqual({ q: 'sales', category: 'Sales AI' })
  })

  it('drop an unknown category and values that are not text, without throwing', () => {
    expect(parse({ category: 'Crypto' })).toEqual({ q: undefined, category: undefined })
    expect(parse({ q: { a: 1 }, category: 3 })).toEqual({ q: undefined, category: undefined })
  })

  it('cap the search at 100 characters and read numbers as text', () => {
    expect(parse({ q: 'x'.repeat(300) }).q).toHaveLength(100)
    expect(parse({ q: 2025 }).q).toBe('2025')
  })
})
