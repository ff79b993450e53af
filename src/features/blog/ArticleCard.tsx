import { Link } from '@tanstack/react-router'
import type { ArticleSummary } from '~/content/articles'
import { blogIndex, type ArticleCategory } from '~/content/blog-index'
import { ArrowRight, Brain, Code, Headset, Megaphone, TrendingUp } from '~/ui/icons'

const categoryIcons = {
  'AI Implementation': Brain,
  Development: Code,
  'Sales AI': TrendingUp,
  'Marketing AI': Megaphone,
  'Customer Support': Headset,
} satisfies Record<ArticleCategory, unknown>

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "March 25, 2025" as "2025-03-25" for <time>, or undefined when the text has another shape. */
export function isoDate(text: string): string | undefined {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text)
  if (!match) return undefined
  const [, month = '', day = '', year = ''] = match
  const index = months.indexOf(month)
  return index < 0 ? undefined : `${year}-${String(index + 1).padStart(2, '0')}-${day.padStart(2, '0')}`
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

/**
 * One article in the index: a decorative header block (no stock images), category,
 * title linking to the article, excerpt and byline. The title's link covers the
 * whole card so the card is one click target and one tab stop.
 */
export function ArticleCard({ article, featured = false }: { article: ArticleSummary; featured?: boolean }) {
  const Icon = categoryIcons[article.category]
  const titleId = `article-${article.slug}${featured ? '-featured' : ''}`
  const dateTime = isoDate(article.date)
  return (
    <article
      aria-labelledby={titleId}
      data-featured={featured || undefined}
      className={`group relative flex h-full overflow-hidden rounded-2xl border border-border bg-card transition-shadow focus-within:shadow-lg hover:shadow-lg ${
        featured ? 'flex-col md:grid md:grid-cols-5' : 'flex-col'
      }`}
    >
      <div
        aria-hidden="true"
        className={`flex items-center justify-center bg-linear-to-br from-primary/20 via-accent/10 to-bg-subtle text-primary ${
          featured ? 'h-48 md:col-span-2 md:h-full md:min-h-72' : 'h-36'
        }`}
      >
        <span className={`inline-flex items-center justify-center rounded-2xl bg-card/80 shadow-sm ${featured ? 'size-20' : 'size-14'}`}>
          <Icon className={featured ? 'size-10' : 'size-7'} />
        </span>
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
        <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-fg-muted">
          <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-primary/10 text-xs font-bold text-primary">
            {initials(article.author)}
          </span>
          <span className="font-semibold text-fg">
            <span className="sr-only">{blogIndex.byline} </span>
            {article.author}
          </span>
          <span aria-hidden="true">·</span>
          {dateTime ? <time dateTime={dateTime}>{article.date}</time> : <span>{article.date}</span>}
          <span aria-hidden="true">·</span>
          <span>{article.readTime}</span>
        </div>
        {featured && (
          <p className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-primary">
            {blogIndex.featured.readMore}
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
          </p>
        )}
      </div>
    </article>
  )
}
