import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/services/marketing-ai']

export const Route = createFileRoute('/services/marketing-ai')({
  head: () => pageHead('/services/marketing-ai'),
  component: ServicesMarketingAiPage,
})

function ServicesMarketingAiPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
