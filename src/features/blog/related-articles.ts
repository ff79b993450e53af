import type { ArticleSummary } from '~/content/articles'

/** How related another article is: 2 for the same category, plus 1 per shared tag. */
export function relatedness(article: ArticleSummary, other: ArticleSummary): number {
  const tags = new Set(article.tags.map((tag) => tag.toLowerCase()))
  const shared = other.tags.filter((tag) => tags.has(tag.toLowerCase())).length
  return (other.category === article.category ? 2 : 0) + shared
}

export interface RelatedSelection {
  articles: ArticleSummary[]
  /** False when nothing shares the category or a tag and the newest articles stand in. */
  related: boolean
}

/**
 * Up to `limit` listed articles in the same category or sharing a tag, most related
 * first, then newest; never the article itself. With none related, the newest others.
 */
export function relatedArticles(article: ArticleSummary, all: readonly ArticleSummary[], limit = 3): RelatedSelection {
  const others = all.filter((other) => other.slug !== article.slug && other.listed)
  // ISO dates order as plain strings; localeCompare would build the locale's collator on the
  // article's first load (18 ms of a task at full CPU speed, several times that on a phone).
  const byDate = (a: ArticleSummary, b: ArticleSummary) => (a.published < b.published ? 1 : a.published > b.published ? -1 : 0)
  const scored = others
    .map((other) => ({ other, score: relatedness(article, other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || byDate(a.other, b.other))
    .map(({ other }) => other)
  if (scored.length > 0) return { articles: scored.slice(0, limit), related: true }
  return { articles: [...others].sort(byDate).slice(0, limit), related: false }
}
