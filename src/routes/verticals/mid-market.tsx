import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/verticals/mid-market']

export const Route = createFileRoute('/verticals/mid-market')({
  head: () => pageHead('/verticals/mid-market'),
  component: VerticalsMidMarketPage,
})

function VerticalsMidMarketPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
