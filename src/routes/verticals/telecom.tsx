import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/verticals/telecom']

export const Route = createFileRoute('/verticals/telecom')({
  head: () => pageHead('/verticals/telecom'),
  component: VerticalsTelecomPage,
})

function VerticalsTelecomPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
