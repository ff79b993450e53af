import { articleCategories } from './article-categories'
import { articleList } from './articles'

export type { ArticleCategory } from './article-categories'

/**
 * The category buttons after 'All', in the order they are shown: only categories the index
 * has an article in, so no button can only ever answer "No articles match".
 */
export const blogCategories = articleCategories.filter((category) => articleList.some((article) => article.listed && article.category === category))

/** Every word of the blog index (/blog) around the article cards. */
export const blogIndex = {
  featured: {
    heading: 'Featured article',
    badge: 'Featured',
    readMore: 'Read article',
  },
  browse: {
    heading: 'Browse articles',
    intro: 'Search by topic or pick a category to find what matters to your team.',
  },
  search: {
    label: 'Search articles',
    placeholder: 'Search articles...',
  },
  categories: {
    groupLabel: 'Filter by category',
    all: 'All',
  },
  empty: {
    title: 'No articles match your filters',
    body: 'Try a different word or another category, or clear the filters to see every article.',
    clear: 'Clear filters',
  },
  /** Announced politely while a search or category is active. */
  resultCount: (count: number): string => (count === 0 ? 'No matching articles' : count === 1 ? '1 article' : `${count} articles`),
  byline: 'By',
} as const
