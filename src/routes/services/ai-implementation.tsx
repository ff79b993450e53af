import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/services/ai-implementation']

export const Route = createFileRoute('/services/ai-implementation')({
  head: () => pageHead('/services/ai-implementation'),
  component: ServicesAiImplementationPage,
})

function ServicesAiImplementationPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
