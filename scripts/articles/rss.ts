/**
 * The blog's RSS 2.0 feed (/rss.xml), written by scripts/prerender.ts with the `feed`
 * package: every article (listed or not, as every one has a page), newest first, each
 * with its full summary, author, category and hero image.
 */
import { Feed } from 'feed'
import { heroUrl } from '../../src/content/article-images.ts'

export interface FeedArticle {
  slug: string
  title: string
  excerpt: string
  description: string
  category: string
  author: string
  published: string
  imageVersion: string
}

export interface FeedOptions {
  origin: string
  /** The blog page's title and description (as its own head says them). */
  title: string
  description: string
  /** Who publishes it (the brand), for the copyright line. */
  owner: string
  /** Byte size of an article's feed image, for the enclosure. */
  imageBytes?: (path: string) => number | undefined
}

export function buildRss(articles: readonly FeedArticle[], { origin, title, description, owner, imageBytes }: FeedOptions): string {
  const url = (path: string) => new URL(path, `${origin}/`).href
  const newestFirst = [...articles].sort((a, b) => b.published.localeCompare(a.published))
  const feed = new Feed({
    title,
    description,
    id: url('/blog'),
    link: url('/blog'),
    language: 'en',
    copyright: `© ${owner}`,
    generator: false,
    updated: newestFirst[0] ? new Date(`${newestFirst[0].published}T00:00:00Z`) : new Date(0),
    feedLinks: { rss: url('/rss.xml') },
  })
  for (const article of newestFirst) {
    const link = url(`/blog/${article.slug}`)
    const image = heroUrl(article.slug, article.imageVersion, 1280, 'jpg')
    const length = imageBytes?.(image)
    feed.addItem({
      title: article.title,
      id: link,
      link,
      date: new Date(`${article.published}T00:00:00Z`),
      description: article.excerpt,
      content: `<p>${escapeXml(article.excerpt)}</p><p>${escapeXml(article.description)}</p>`,
      author: [{ name: article.author }],
      category: [{ name: article.category }],
      image: { url: url(image), type: 'image/jpeg', ...(length !== undefined ? { length } : {}) },
    })
  }
  return feed.rss2()
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
