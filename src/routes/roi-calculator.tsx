import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/roi-calculator']

export const Route = createFileRoute('/roi-calculator')({
  head: () => pageHead('/roi-calculator'),
  component: RoiCalculatorPage,
})

function RoiCalculatorPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
