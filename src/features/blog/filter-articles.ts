import { articleList, type ArticleSummary } from '~/content/articles'
import type { ArticleCategory } from '~/content/article-categories'
import { MAX_QUERY_LENGTH } from './search-params'

export interface BlogFilters {
  q?: string | undefined
  category?: ArticleCategory | undefined
}

/** The articles the index lists (front matter `listed`), the featured one first, then newest first. */
export const listedArticles: readonly ArticleSummary[] = articleList.filter((article) => article.listed)

/** What a search is compared on: trimmed, single-spaced, capped, lower case. */
export function normaliseQuery(text: string | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH).trimEnd().toLowerCase()
}

/** True when a search word or a category narrows the index. */
export function hasActiveFilters(filters: BlogFilters): boolean {
  return normaliseQuery(filters.q) !== '' || filters.category !== undefined
}

function searchableText(article: ArticleSummary): string {
  return [article.title, article.excerpt, article.category, ...article.tags].join('\n').toLowerCase()
}

/**
 * The articles matching a search and a category, in index order. Every word of the
 * search must appear in the title, excerpt, category or tags (case-insensitive); the
 * category must match exactly. No filters: every article.
 */
export function filterArticles(list: readonly ArticleSummary[], filters: BlogFilters): ArticleSummary[] {
  const words = normaliseQuery(filters.q).split(' ').filter(Boolean)
  return list.filter((article) => {
    if (filters.category !== undefined && article.category !== filters.category) return false
    if (words.length === 0) return true
    const text = searchableText(article)
    return words.every((word) => text.includes(word))
  })
}
