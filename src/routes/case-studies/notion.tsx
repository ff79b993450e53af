import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/case-studies/notion']

export const Route = createFileRoute('/case-studies/notion')({
  head: () => pageHead('/case-studies/notion'),
  component: CaseStudiesNotionPage,
})

function CaseStudiesNotionPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
