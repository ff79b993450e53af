import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/case-studies/chipr']

export const Route = createFileRoute('/case-studies/chipr')({
  head: () => pageHead('/case-studies/chipr'),
  component: CaseStudiesChiprPage,
})

function CaseStudiesChiprPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
