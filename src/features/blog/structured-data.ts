import { absoluteUrl, site } from '~/config/site'
import { heroUrl } from '~/content/article-images'
import type { ArticleSummary } from '~/content/articles'
import { pages } from '~/content/registry'

export function articlePath(article: Pick<ArticleSummary, 'slug'>): string {
  return `/blog/${article.slug}`
}

/** The JPEG rendition used where one image URL is wanted (Open Graph, structured data, RSS). */
export function articleShareImage(article: Pick<ArticleSummary, 'slug' | 'imageVersion'>): string {
  return heroUrl(article.slug, article.imageVersion, 1280, 'jpg')
}

/** schema.org Article and BreadcrumbList for an article page (JSON-LD). */
export function articleStructuredData(article: ArticleSummary): Record<string, unknown>[] {
  const url = absoluteUrl(articlePath(article))
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.description,
      image: [absoluteUrl(articleShareImage(article))],
      datePublished: article.published,
      dateModified: article.published,
      author: {
        '@type': 'Person',
        name: article.author,
        ...(article.authorRole ? { jobTitle: article.authorRole } : {}),
        url: absoluteUrl('/about#about-team'),
      },
      publisher: { '@type': 'Organization', name: site.brandName, url: absoluteUrl('/') },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      articleSection: article.category,
      keywords: article.tags.join(', '),
      wordCount: article.wordCount,
      thumbnailUrl: absoluteUrl(articleShareImage(article)),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: pages['/blog'].heading, item: absoluteUrl('/blog') },
        { '@type': 'ListItem', position: 3, name: article.title, item: url },
      ],
    },
  ]
}

