import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/verticals/martech']

export const Route = createFileRoute('/verticals/martech')({
  head: () => pageHead('/verticals/martech'),
  component: VerticalsMartechPage,
})

function VerticalsMartechPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
