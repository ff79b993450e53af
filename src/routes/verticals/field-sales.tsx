import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/verticals/field-sales']

export const Route = createFileRoute('/verticals/field-sales')({
  head: () => pageHead('/verticals/field-sales'),
  component: VerticalsFieldSalesPage,
})

function VerticalsFieldSalesPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
