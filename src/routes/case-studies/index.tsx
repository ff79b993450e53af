import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/case-studies']

export const Route = createFileRoute('/case-studies/')({
  head: () => pageHead('/case-studies'),
  component: CaseStudiesPage,
})

function CaseStudiesPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
