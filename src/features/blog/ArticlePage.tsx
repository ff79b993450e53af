import { Link } from '~/ui/Link'
import { absoluteUrl } from '~/config/site'
import { articlePage } from '~/content/article-page'
import { CtaBand, ctaBandButton } from '~/sections/CtaBand'
import { Card } from '~/ui/Card'
import { chipClass } from '~/ui/chip'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { ArrowRight, CalendarDays, Clock, Tag } from '~/ui/icons'
import { ArticleCard, initials } from './ArticleCard'
import { ArticleImage } from './ArticleImage'
import type { LoadedArticle } from './load-article'
import { articleComponents } from './mdx-components'
import { SharePanelIsland } from './SharePanel'
import { articlePath } from './structured-data'
import { ArticleContentsIsland } from './TableOfContents'

/** The hero spans the page container: its width at each breakpoint (container-page paddings). */
const heroSizes = '(min-width: 80rem) 76rem, (min-width: 64rem) calc(100vw - 4rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)'

/**
 * An article: page header, hero image, author box with sharing, the table of contents
 * (beside the text on wide screens, collapsible above it on phones), the MDX body,
 * related articles and a call to action. All text comes from the article's file.
 */
export function ArticlePage({ data }: { data: LoadedArticle }) {
  const { article, Body, toc, related } = data
  return (
    <>
      <PageHeader title={article.title} eyebrow={article.category} description={article.excerpt} fallback="/blog" backLabel={articlePage.backLabel} />

      <div className="container-page pt-8 md:pt-10">
        <ArticleImage article={article} priority sizes={heroSizes} className="aspect-40/21 h-auto w-full rounded-2xl border border-border bg-bg-subtle object-cover" />
      </div>

      <div className="container-page grid gap-10 py-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[16rem_minmax(0,48rem)] xl:justify-center xl:gap-16">
        <aside className="hidden lg:block">
          {/* Below the site header and, when it returns on scrolling up, the page bar. */}
          <div className="sticky top-[calc(var(--shell-h)+var(--page-bar-h)+1rem)] max-h-[calc(100vh-var(--shell-h)-var(--page-bar-h)-2rem)] overflow-y-auto pb-2">
            <ArticleContentsIsland entries={toc} variant="sidebar" />
          </div>
        </aside>

        <div className="min-w-0">
          <AuthorBox data={data} />
          <div className="mt-6 lg:hidden">
            <ArticleContentsIsland entries={toc} variant="inline" />
          </div>
          <div data-article-body="" className="mt-4 max-w-3xl">
            <Body components={articleComponents} />
          </div>
        </div>
      </div>

      <section aria-labelledby="related-articles" data-assistant-skip="" className="render-when-near border-t border-border bg-bg-subtle">
        <div className="container-page py-14">
          <h2 id="related-articles" className="text-2xl font-bold tracking-tight md:text-3xl">
            {related.related ? articlePage.related.heading : articlePage.related.fallbackHeading}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.articles.map((other) => (
              <li key={other.slug} className="flex">
                <ArticleCard article={other} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand id="article-cta" heading={articlePage.cta.heading} text={articlePage.cta.text} repeated>
        <Link to="/contact" className={ctaBandButton.primary}>
          {articlePage.cta.button}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CtaBand>
    </>
  )
}

/** Author (name linking to the team, role), date, read time, tags and the share buttons. */
function AuthorBox({ data }: { data: LoadedArticle }) {
  const { article } = data
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 font-bold text-primary">
            {initials(article.author)}
          </span>
          <div className="min-w-0">
            <p className="text-sm text-fg-muted">{articlePage.author.label}</p>
            <p className="font-bold">
              <Link
                to={articlePage.author.teamHref}
                hash={articlePage.author.teamHash}
                title={articlePage.author.teamLinkTitle(article.author)}
                className="underline decoration-border underline-offset-4 hover:text-primary hover:decoration-primary"
              >
                {article.author}
              </Link>
            </p>
            {article.authorRole && <p className="text-sm font-semibold text-primary">{article.authorRole}</p>}
          </div>
        </div>
        <SharePanelIsland target={{ url: absoluteUrl(articlePath(article)), title: article.title }} />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-border pt-4 text-sm text-fg-muted">
        <span className="inline-flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4" />
          <span className="sr-only">{articlePage.published} </span>
          <time dateTime={article.published}>{article.date}</time>
        </span>
        <span className="inline-flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4" />
          {article.readTime}
        </span>
        <div className="flex min-w-0 items-center gap-2">
          <Tag aria-hidden="true" className="size-4 shrink-0" />
          <ul aria-label={articlePage.tagsLabel} className="flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag} className={`${chipClass} text-fg`}>
                {tag}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  )
}
