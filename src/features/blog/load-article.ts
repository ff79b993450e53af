/**
 * Everything the article route needs, loaded by its loader (a dynamic import, so none
 * of it is in any other page's first load): the metadata, what its head tags say and
 * the compiled MDX body of this one article (each body is its own chunk).
 */
import type { MDXContent } from 'mdx/types'
import { articleList, articles, type ArticleSlug, type ArticleSummary } from '~/content/articles'
import type { SeoInput } from '~/head/seo'
import { articleEntry } from '~/content/registry/all-pages'
import { shareCardOf } from '~/head/share-card'
import { shareCardAlt, shareImagePath } from '~/head/share-image'
import { relatedArticles, type RelatedSelection } from './related-articles'
import { articlePath, articleStructuredData } from './structured-data'

/** A `## ` section of the body, as the MDX build exports it (scripts/articles/rehype-export-toc.ts). */
export interface TocEntry {
  id: string
  title: string
}

interface ArticleModule {
  default: MDXContent
  toc: TocEntry[]
}

const bodies = import.meta.glob<ArticleModule>('../../content/articles/*.mdx')

export interface LoadedArticle {
  article: ArticleSummary
  Body: MDXContent
  toc: TocEntry[]
  related: RelatedSelection
  /** The article's head tags as data: the route's head() writes them once they are needed (src/head/on-demand.ts). */
  seoInput: SeoInput
}

export async function loadArticle(slug: ArticleSlug): Promise<LoadedArticle> {
  const article = articles[slug]
  const load = bodies[`../../content/articles/${slug}.mdx`]
  if (!load) throw new Error(`No article file for ${slug}`)
  const body = await load()
  return {
    article,
    Body: body.default,
    toc: body.toc,
    related: relatedArticles(article, articleList),
    seoInput: {
      title: article.title,
      description: article.description,
      keywords: article.tags,
      ogUrl: articlePath(article),
      ogImage: shareImagePath(articlePath(article)),
      ogImageAlt: shareCardAlt(shareCardOf(articleEntry(article))),
      ogType: 'article',
      article: { publishedTime: article.published, author: article.author, section: article.category },
      jsonLd: articleStructuredData(article),
    },
  }
}
