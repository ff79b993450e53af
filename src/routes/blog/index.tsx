import { createFileRoute } from '@tanstack/react-router'
import { pages } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page = pages['/blog']

export const Route = createFileRoute('/blog/')({
  head: () => pageHead('/blog'),
  component: BlogPage,
})

function BlogPage() {
  return <PageHeader title={page.heading} description={page.intro} />
}
