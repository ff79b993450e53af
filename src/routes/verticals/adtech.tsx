import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/verticals/adtech']

export const Route = createFileRoute('/verticals/adtech')({
  head: () => pageHead('/verticals/adtech'),
  component: VerticalsAdtechPage,
})

function VerticalsAdtechPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
