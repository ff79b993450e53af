import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/services/sales-ai']

export const Route = createFileRoute('/services/sales-ai')({
  head: () => pageHead('/services/sales-ai'),
  component: ServicesSalesAiPage,
})

function ServicesSalesAiPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
