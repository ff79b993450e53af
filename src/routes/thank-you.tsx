import { createFileRoute } from '@tanstack/react-router'
import { Link } from '~/ui/Link'
import { newestArticles } from '~/content/articles'
import { thankYouPage } from '~/content/thank-you'
import { parseThankYouSearch } from '~/features/lead-capture/thank-you-search'
import { ThankYouMessageIsland } from '~/features/lead-capture/ThankYouMessage'
import { headOnDemand } from '~/head/on-demand'
import { buttonClass } from '~/ui/button-styles'
import { Card } from '~/ui/Card'

export const Route = createFileRoute('/thank-you')({
  validateSearch: parseThankYouSearch,
  staticData: { islands: true },
  head: () => headOnDemand((seo) => seo.pageHead('/thank-you')),
  component: ThankYouPage,
})

/** The latest insights: the newest articles, whatever the blog index features. */
const latest = newestArticles(thankYouPage.articleCount)

function ThankYouPage() {
  return (
    <div className="container-page max-w-5xl py-16 text-center">
      <ThankYouMessageIsland />
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
