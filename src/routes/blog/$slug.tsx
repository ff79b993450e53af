import { createFileRoute, notFound } from '@tanstack/react-router'
import { isArticleSlug } from '~/content/article-slugs'
import { ArticlePage } from '~/features/blog/ArticlePage'
import { loadArticle } from '~/features/blog/load-article'
import { headOnDemand } from '~/head/on-demand'

export const Route = createFileRoute('/blog/$slug')({
  params: {
    parse: ({ slug }) => {
      // Only the site's own articles exist; anything else is a 404.
      if (!isArticleSlug(slug)) throw notFound()
      return { slug }
    },
    stringify: ({ slug }) => ({ slug }),
  },
  // The article (metadata, head tags and its compiled MDX body) loads with the article
  // page only, never in another page's first load: the loader is a chunk of its own, which
  // the prerendered page lists with its other scripts (scripts/lib/page-scripts.ts).
  codeSplitGroupings: [['loader'], ['component']],
  // A visitor who lands on an article hydrates only its islands (src/lib/island.tsx).
  staticData: { islands: true },
  loader: ({ params }) => loadArticle(params.slug),
  head: ({ loaderData }) => (loaderData ? headOnDemand((seo) => seo.seoHead(loaderData.seoInput)) : {}),
  component: ArticleRoute,
})

function ArticleRoute() {
  return <ArticlePage data={Route.useLoaderData()} />
}
