import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/thank-you']

export const Route = createFileRoute('/thank-you')({
  head: () => pageHead('/thank-you'),
  component: ThankYouPage,
})

function ThankYouPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
