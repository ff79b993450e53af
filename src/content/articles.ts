/**
 * The articles' metadata, read from the front matter of src/content/articles/*.mdx
 * by the build (scripts/articles), which validates it and writes articles/meta.gen.ts.
 * Bodies are not here: the article route loads its own (src/features/blog/load-article.ts),
 * so the blog index, the thank-you page and the sitemap never load article texts.
 */
import type { ArticleCategory } from './article-categories'
import type { ArticleSlug } from './article-slugs'
import { articleMeta } from './articles/meta.gen'

export { articleSlugs, isArticleSlug, type ArticleSlug } from './article-slugs'

export interface ArticleSummary {
  slug: ArticleSlug
  title: string
  /** The card text. */
  excerpt: string
  /** 50-160 characters, for search results. */
  description: string
  category: ArticleCategory
  /** A team member's exact name (src/content/about.ts). */
  author: string
  /** The author's role in the team (from src/content/about.ts, copied in by the build). */
  authorRole: string
  /** As the index shows it: "March 25, 2025". */
  date: string
  /** ISO date ("2025-03-25"), for <time>, feeds and structured data. */
  published: string
  readTime: string
  wordCount: number
  tags: readonly string[]
  /** Alt text of the hero image. */
  imageAlt: string
  /** Hash of the hero artwork, part of its file names (src/content/article-images.ts). */
  imageVersion: string
  /** Listed in the blog index (front matter `listed`, true unless an article says otherwise). */
  listed: boolean
  /** The index's featured first article (exactly one). */
  featured: boolean
}

/** Every article in index order: the featured one first, then newest first. */
export const articleList: readonly ArticleSummary[] = articleMeta satisfies readonly ArticleSummary[]

export const articles = Object.fromEntries(articleList.map((article) => [article.slug, article])) as Record<ArticleSlug, ArticleSummary>

/** The newest articles first (by publication date; the index puts its featured one first instead). */
export function newestArticles(count: number, list: readonly ArticleSummary[] = articleList): ArticleSummary[] {
  return [...list].sort((a, b) => b.published.localeCompare(a.published)).slice(0, count)
}
