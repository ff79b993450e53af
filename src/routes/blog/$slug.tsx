import { createFileRoute, notFound } from '@tanstack/react-router'
import { isArticleSlug } from '~/content/article-slugs'
import { PageHeader } from '~/shell/PageHeader'
import { seoHead } from '~/shell/seo'

export const Route = createFileRoute('/blog/$slug')({
  params: {
    parse: ({ slug }) => {
      // Only the site's own articles exist; anything else is a 404.
      if (!isArticleSlug(slug)) throw notFound()
      return { slug }
    },
    stringify: ({ slug }) => ({ slug }),
  },
  // The article texts load with the article page only, not in every page's first load.
  loader: async ({ params }) => (await import('~/content/articles')).articles[params.slug],
  head: ({ loaderData: article }) =>
    article
      ? seoHead({
          title: article.title,
          description: article.description,
          keywords: article.tags,
          ogUrl: `/blog/${article.slug}`,
          ogType: 'article',
        })
      : {},
  component: ArticlePage,
})

function ArticlePage() {
  const article = Route.useLoaderData()
  return <PageHeader title={article.title} description={article.excerpt} fallback="/blog" backLabel="Back to Blog" />
}
