import { absoluteUrl, site } from '~/config/site'
import { pages, type PageMeta, type PagePath } from '~/content/registry'
import { searchWords } from '~/content/registry/search-words'
import { rssFeedPath, rssFeedTitle } from './feed'
import { shareCardOf } from './share-card'
import { shareCardAlt, shareImagePath, shareImageSize } from './share-image'
import { pageStructuredData, type PageContent } from './structured-data'

export interface SeoInput {
  title: string
  description: string
  keywords?: readonly string[]
  /**
   * Share image (site path); the site's default image when absent. Pages of the registry pass their own
   * card (`shareImagePath`, drawn by the build): pageHead does, and so do the articles.
   */
  ogImage?: string
  /** What the share image shows, for those who cannot see it; the title when the image is the site's default. */
  ogImageAlt?: string
  /** The page's own path (og:url). */
  ogUrl?: string
  /** Canonical path; falls back to the page URL, then to the site root. */
  canonical?: string
  ogType?: 'website' | 'article'
  /** Articles: Open Graph article tags. */
  article?: { publishedTime: string; author: string; section: string }
  /** Structured data (schema.org objects), written as <script type="application/ld+json">. */
  jsonLd?: readonly Record<string, unknown>[]
  /** Kept out of search results (robots noindex): a page that only confirms or continues a form. */
  noindex?: boolean
}

export { rssFeedPath, rssFeedTitle } from './feed'

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string }
type ScriptTag = { type: 'application/ld+json'; children: string }
type LinkTag = { rel: string; href: string; type?: string; title?: string }

/** Full document title: the page's title followed by the brand. */
export function documentTitle(title: string): string {
  return title.includes(site.brandName) ? title : `${title} | ${site.brandName}`
}

/** The <head> entries of a page: title, description, keywords, canonical, Open Graph, Twitter card. */
export function seoHead(input: SeoInput): { meta: MetaTag[]; links: LinkTag[]; scripts?: ScriptTag[] } {
  const title = documentTitle(input.title)
  const url = absoluteUrl(input.ogUrl ?? '/')
  const canonical = absoluteUrl(input.canonical ?? input.ogUrl ?? '/')
  const image = absoluteUrl(input.ogImage ?? site.defaultOgImage)
  const meta: MetaTag[] = [
    { title },
    { name: 'description', content: input.description },
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(input.keywords?.length ? [{ name: 'keywords', content: input.keywords.join(', ') }] : []),
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(shareImageSize.width) },
    { property: 'og:image:height', content: String(shareImageSize.height) },
    { property: 'og:image:alt', content: input.ogImageAlt ?? title },
    { property: 'og:type', content: input.ogType ?? 'website' },
    { property: 'og:site_name', content: site.brandName },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: input.ogImageAlt ?? title },
    ...(input.article
      ? [
          { property: 'article:published_time', content: input.article.publishedTime },
          { property: 'article:author', content: input.article.author },
          { property: 'article:section', content: input.article.section },
        ]
      : []),
  ]
  return {
    meta,
    ...(input.jsonLd?.length ? { scripts: input.jsonLd.map((data) => ({ type: 'application/ld+json' as const, children: JSON.stringify(data) })) } : {}),
    links: [
      { rel: 'canonical', href: canonical },
      { rel: 'alternate', type: 'application/rss+xml', title: rssFeedTitle, href: absoluteUrl(rssFeedPath) },
    ],
  }
}

/**
 * head() for a page of the registry: its metadata and its structured data. `content` is
 * the page's loaded content (a route loader's data) where it holds FAQs.
 */
export function pageHead(path: PagePath, content?: PageContent) {
  const page: PageMeta = pages[path]
  const ownCard = page.ogImage === undefined
  return seoHead({ ...page, ...searchWords[path], ogImage: page.ogImage ?? shareImagePath(path), ...(ownCard ? { ogImageAlt: shareCardAlt(shareCardOf(page)) } : {}), ogUrl: path, canonical: page.canonical ?? path, jsonLd: pageStructuredData(path, content), noindex: page.unlisted === true })
}
