import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/services/customer-support-ai']

export const Route = createFileRoute('/services/customer-support-ai')({
  head: () => pageHead('/services/customer-support-ai'),
  component: ServicesCustomerSupportAiPage,
})

function ServicesCustomerSupportAiPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
