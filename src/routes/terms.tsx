import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/terms']

export const Route = createFileRoute('/terms')({
  head: () => pageHead('/terms'),
  component: TermsPage,
})

function TermsPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
