import * as v from 'valibot'
import { articleCategories } from '~/content/article-categories'
import { searchText } from '~/lib/search-text'

/** Longest search the index keeps (in the URL and in the box). */
export const MAX_QUERY_LENGTH = 100

/**
 * /blog?q=..&category=.. A shared or bookmarked filtered view. This module is part of
 * every page's first load (the router validates search params up front): keep it small. The search is plain
 * text capped at 100 characters; the category must be one of the five buttons.
 * Anything else is dropped (never an error screen).
 */
export const blogSearchSchema = v.object({
  q: searchText(MAX_QUERY_LENGTH),
  category: v.fallback(v.optional(v.picklist(articleCategories)), undefined),
})

export type BlogSearch = v.InferOutput<typeof blogSearchSchema>
