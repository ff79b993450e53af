import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/ai-use-cases']

export const Route = createFileRoute('/ai-use-cases')({
  head: () => pageHead('/ai-use-cases'),
  component: AiUseCasesPage,
})

function AiUseCasesPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
