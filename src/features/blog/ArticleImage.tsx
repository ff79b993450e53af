import { heroFormats, heroHeightAt, heroMimeTypes, heroSize, heroUrl, heroWidths, type HeroWidth } from '~/content/article-images'
import type { ArticleSummary } from '~/content/articles'

interface ArticleImageProps {
  article: Pick<ArticleSummary, 'slug' | 'imageVersion' | 'imageAlt'>
  /** Which renditions to offer (cards need only the small ones). */
  widths?: readonly HeroWidth[]
  /** How wide the image is shown, for the browser's choice of rendition. */
  sizes: string
  /** The article page's hero: loaded at once with high priority (the largest paint). Everything else is lazy. */
  priority?: boolean
  /** Empty when the image only decorates something that is already named (a card). */
  alt?: string
  className?: string
}

/**
 * An article's hero artwork as a responsive <picture>: AVIF and WebP sources, a JPEG
 * fallback, and the intrinsic width and height so nothing moves when it arrives.
 */
export function ArticleImage({ article, widths = heroWidths, sizes, priority = false, alt = article.imageAlt, className }: ArticleImageProps) {
  const srcSet = (format: (typeof heroFormats)[number]) => widths.map((width) => `${heroUrl(article.slug, article.imageVersion, width, format)} ${width}w`).join(', ')
  const largest = widths.at(-1) ?? heroSize.width
  return (
    <picture>
      {heroFormats
        .filter((format) => format !== 'jpg')
        .map((format) => (
          <source key={format} type={heroMimeTypes[format]} srcSet={srcSet(format)} sizes={sizes} />
        ))}
      <img
        src={heroUrl(article.slug, article.imageVersion, largest, 'jpg')}
        srcSet={srcSet('jpg')}
        sizes={sizes}
        width={largest}
        height={heroHeightAt(largest)}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        {...(priority ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
        className={className}
      />
    </picture>
  )
}
