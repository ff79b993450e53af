import { createFileRoute } from '@tanstack/react-router'
import { pages } from '~/content/registry'
import { BlogIndexIsland } from '~/features/blog/BlogIndex'
import { parseBlogSearch } from '~/features/blog/search-params'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { headOnDemand } from '~/head/on-demand'

const page = pages['/blog']

export const Route = createFileRoute('/blog/')({
  // The search and category filter live in the URL as typed search params (no machine):
  // shareable, restored by Back/Forward, invalid values dropped.
  validateSearch: parseBlogSearch,
  staticData: { islands: true },
  head: () => headOnDemand((seo) => seo.pageHead('/blog')),
  component: BlogPage,
})

function BlogPage() {
  return (
    <>
      <PageHeader title={page.heading} description={page.intro} />
      <BlogIndexIsland />
    </>
  )
}
