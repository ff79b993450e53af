import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/about']

export const Route = createFileRoute('/about')({
  head: () => pageHead('/about'),
  component: AboutPage,
})

function AboutPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
