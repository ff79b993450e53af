import { createFileRoute, notFound } from '@tanstack/react-router'
import { isServiceSlug, servicePages } from '~/content/registry'
import { headOnDemand } from '~/head/on-demand'
import { ServicePage } from '~/sections/ServicePage'

export const Route = createFileRoute('/services/$slug')({
  params: {
    // Only the registry's services exist; anything else is a 404.
    parse: ({ slug }) => {
      if (!isServiceSlug(slug)) throw notFound()
      return { slug }
    },
    stringify: ({ slug }) => ({ slug }),
  },
  // Only this service's content module: each page's first load carries its own words.
  loader: ({ params }) => servicePages[params.slug].load(),
  head: ({ params, loaderData }) => headOnDemand((seo) => seo.pageHead(`/services/${params.slug}`, loaderData)),
  // A visitor who lands here hydrates only the page's islands (src/lib/island.tsx).
  staticData: { islands: true },
  component: ServiceRoute,
})

function ServiceRoute() {
  const { slug } = Route.useParams()
  return <ServicePage heading={servicePages[slug].heading} content={Route.useLoaderData()} />
}
