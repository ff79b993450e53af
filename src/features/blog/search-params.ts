import { articleCategories, type ArticleCategory } from '~/content/article-categories'
import { searchChoice, searchText } from '~/lib/search-text'

/** Longest search the index keeps (in the URL and in the box). */
export const MAX_QUERY_LENGTH = 100

/**
 * /blog?q=..&category=.. A shared or bookmarked filtered view. This module is part of
 * every page's first load (the router validates search params up front): keep it small. The search is plain
 * text capped at 100 characters; the category must be one of the five buttons.
 * Anything else is dropped (never an error screen).
 */
export interface BlogSearch {
  q?: string
  category?: ArticleCategory
}

export function parseBlogSearch(search: Record<string, unknown>): BlogSearch {
  return { q: searchText(search.q, MAX_QUERY_LENGTH), category: searchChoice(search.category, articleCategories) }
}
