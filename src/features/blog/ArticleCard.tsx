import { Link } from '~/ui/Link'
import type { ArticleSummary } from '~/content/articles'
import { blogIndex } from '~/content/blog-index'
import { Card } from '~/ui/Card'
import { ArrowRight } from '~/ui/icons'
import { ArticleImage } from './ArticleImage'

/** How wide a card's image is shown: the grid's column, or two fifths of the featured card. */
const cardSizes = '(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw'
/** A byline item with its separator before it, as decoration only (no text for a screen reader). */
const metaItem = "whitespace-nowrap before:inline-block before:w-5 before:text-center before:font-normal before:text-fg-muted before:content-['·'_/_'']"
const featuredSizes = '(min-width: 80rem) 30rem, (min-width: 48rem) 40vw, 100vw'

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

/**
 * One article in the index: its hero artwork (small renditions, lazy but for the featured card's; decorative here,
 * the title names the card), category, title linking to the article, excerpt and
 * byline. The title's link covers the whole card so the card is one click target and
 * one tab stop.
 */
export function ArticleCard({ article, featured = false }: { article: ArticleSummary; featured?: boolean }) {
  const titleId = `article-${article.slug}${featured ? '-featured' : ''}`
  return (
    <Card
      as="article"
      interactive
      aria-labelledby={titleId}
      data-featured={featured || undefined}
      className={`group relative flex h-full overflow-hidden focus-within:shadow-lg ${featured ? 'flex-col md:grid md:grid-cols-5' : 'flex-col'}`}
    >
      <div className={`overflow-hidden bg-bg-subtle ${featured ? 'md:col-span-2' : ''}`}>
        <ArticleImage
          article={article}
          widths={[640, 960]}
          sizes={featured ? featuredSizes : cardSizes}
          // The featured card tops the index: its image is the largest paint there.
          priority={featured}
          alt=""
          className={`aspect-40/21 h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none ${
            featured ? 'md:aspect-auto md:h-full md:min-h-72' : ''
          }`}
        />
      </div>
      <div className={`flex flex-1 flex-col ${featured ? 'p-6 md:col-span-3 md:p-10' : 'p-6'}`}>
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-primary">
          {featured && <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs text-primary-fg">{blogIndex.featured.badge}</span>}
          <span>{article.category}</span>
        </p>
        <h3 id={titleId} className={`mt-3 font-bold tracking-tight text-balance ${featured ? 'text-2xl md:text-3xl' : 'text-lg'}`}>
          <Link
            to="/blog/$slug"
            params={{ slug: article.slug }}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:underline focus-visible:underline"
          >
            {article.title}
          </Link>
        </h3>
        <p className={`mt-3 flex-1 text-fg-muted ${featured ? 'text-base md:text-lg' : 'text-sm'}`}>{article.excerpt}</p>
        <div className="mt-6 flex items-center gap-3 text-sm text-fg-muted">
          <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-bold text-primary">
            {initials(article.author)}
          </span>
          {/* Each item brings its separator; the row starts one separator's width left of the clip,
              so whichever item begins a line (after a wrap too) shows none. */}
          <div className="min-w-0 overflow-hidden">
            <div className="-ml-5 flex flex-wrap gap-y-1">
              <span className={`${metaItem} font-semibold text-fg`}>
                <span className="sr-only">{blogIndex.byline} </span>
                {article.author}
              </span>
              <time className={metaItem} dateTime={article.published}>
                {article.date}
              </time>
              <span className={metaItem}>{article.readTime}</span>
            </div>
          </div>
        </div>
        {featured && (
          <p className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-primary">
            {blogIndex.featured.readMore}
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
          </p>
        )}
      </div>
    </Card>
  )
}
