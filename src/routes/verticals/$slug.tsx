import { createFileRoute, notFound } from '@tanstack/react-router'
import { isIndustrySlug, industryPages } from '~/content/registry'
import { headOnDemand } from '~/head/on-demand'
import { ServicePage } from '~/sections/ServicePage'

export const Route = createFileRoute('/verticals/$slug')({
  params: {
    // Only the registry's industries exist; anything else is a 404.
    parse: ({ slug }) => {
      if (!isIndustrySlug(slug)) throw notFound()
      return { slug }
    },
    stringify: ({ slug }) => ({ slug }),
  },
  // Only this industry's content module: each page's first load carries its own words.
  loader: ({ params }) => industryPages[params.slug].load(),
  head: ({ params, loaderData }) => headOnDemand((seo) => seo.pageHead(`/verticals/${params.slug}`, loaderData)),
  // A visitor who lands here hydrates only the page's islands (src/lib/island.tsx).
  staticData: { islands: true },
  component: IndustryRoute,
})

function IndustryRoute() {
  const { slug } = Route.useParams()
  const heading = industryPages[slug].heading
  return <ServicePage heading={heading} content={Route.useLoaderData()} chartResults />
}
