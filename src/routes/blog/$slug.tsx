import { createFileRoute, notFound } from '@tanstack/react-router'
import { articles, isArticleSlug } from '~/content/articles'
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
  head: ({ params }) => {
    const article = articles[params.slug]
    return seoHead({
      title: article.title,
      description: article.description,
      keywords: article.tags,
      ogUrl: `/blog/${article.slug}`,
      ogType: 'article',
    })
  },
  component: ArticlePage,
})

function ArticlePage() {
  const { slug } = Route.useParams()
  const article = articles[slug]
  return <PageHeader title={article.title} description={article.excerpt} fallback="/blog" backLabel="Back to Blog" />
}
