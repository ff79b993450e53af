import { createFileRoute } from '@tanstack/react-router'
import { Link } from '~/ui/Link'
import { newestArticles } from '~/content/articles'
import { thankYouDirect, thankYouFor, thankYouPage } from '~/content/thank-you'
import { thankYouForms, type ThankYouForm } from '~/content/thank-you-forms'
import { searchChoice } from '~/lib/search-text'
import { CalendarOffer } from '~/features/lead-capture/CalendarOffer'
import { useHydrated } from '~/lib/use-hydrated'
import { headOnDemand } from '~/head/on-demand'
import { buttonClass } from '~/ui/button-styles'
import { Card } from '~/ui/Card'
import { Check } from '~/ui/icons'

/**
 * /thank-you?form=message|seat|recording|newsletter: the form that led here; anything else reads
 * as no form (a direct visit). A plain parser, not a valibot schema: the router validates search
 * params in every page's first load (src/lib/search-text.ts), where valibot would add ~1 KB gzip.
 */
export function parseThankYouSearch(search: Record<string, unknown>): { form?: ThankYouForm } {
  return { form: searchChoice(search.form, thankYouForms) }
}

export const Route = createFileRoute('/thank-you')({
  validateSearch: parseThankYouSearch,
  head: () => headOnDemand((seo) => seo.pageHead('/thank-you')),
  component: ThankYouPage,
})

/** The latest insights: the newest articles, whatever the blog index features. */
const latest = newestArticles(thankYouPage.articleCount)

function ThankYouPage() {
  const hydrated = useHydrated()
  const { form } = Route.useSearch()
  // The HTML is prerendered without search params: it says what a direct visit should hear,
  // and the form that led here is read once hydrated.
  const done = hydrated && form ? thankYouFor[form] : undefined
  return (
    <div className="container-page max-w-5xl py-16 text-center">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
        <Check aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-4xl font-bold tracking-tight md:text-5xl md:tracking-display">{done ? done.heading : thankYouDirect.heading}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-fg-muted">{done ? done.text : thankYouDirect.text}</p>
      {!done && (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/contact" className={buttonClass('primary', 'md')}>
            {thankYouDirect.contact}
          </Link>
          <Link to="/webinars" className={buttonClass('secondary', 'md')}>
            {thankYouDirect.webinars}
          </Link>
        </div>
      )}
      <div className="mx-auto max-w-xl text-left">{hydrated && <CalendarOffer />}</div>
      <section aria-labelledby="thank-you-articles" className="mt-14 text-left">
        <h2 id="thank-you-articles" className="text-2xl font-bold">
          {thankYouPage.articlesHeading}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {latest.map((article) => (
            <Card as="li" key={article.slug} className="flex flex-col p-6">
              <p className="text-sm font-semibold text-primary">{article.category}</p>
              <h3 className="mt-2 text-lg font-bold">
                <Link to="/blog/$slug" params={{ slug: article.slug }} className="hover:underline">
                  {article.title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm text-fg-muted">{article.excerpt}</p>
              <p className="mt-4 text-sm text-fg-muted">{article.readTime}</p>
            </Card>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/blog" className={buttonClass('primary', 'lg')}>
            {thankYouPage.viewAll}
          </Link>
        </div>
      </section>
    </div>
  )
}
