/**
 * Every page of the site, articles included, as one list in sitemap order: what
 * prerendering, sitemap.xml, the /sitemap page, the e2e route lists and the chat
 * assistant iterate. Not part of any first load (it reads every article's metadata).
 */
import type { ArticleSummary } from '../articles'
import { articleList } from '../articles'
import { familyPrefix, pages, type PagePath } from './index'
import { searchWords } from './search-words'
import type { ListedPage } from './types'

/** An article as a registry entry: its front matter (src/content/articles/<slug>.mdx) read as page metadata. */
export function articleEntry(article: ArticleSummary): ListedPage & { path: `/blog/${string}` } {
  return {
    kind: 'article',
    path: `${familyPrefix.article}${article.slug}`,
    title: article.title,
    description: article.description,
    keywords: article.tags,
    heading: article.title,
    section: 'Blog',
  }
}

export const allPages: readonly ListedPage[] = [
  ...Object.entries(pages).map(([path, entry]): ListedPage => ({ ...entry, ...searchWords[path as PagePath], path })),
  ...articleList.map(articleEntry),
]

/**
 * The pages the chat assistant learns from (scripts/knowledge): every page except those
 * that only point at others (the /sitemap page) or are reached only through a form (unlisted).
 */
export const knowledgePages: readonly ListedPage[] = allPages.filter((page) => !page.unlisted && page.path !== '/sitemap')
