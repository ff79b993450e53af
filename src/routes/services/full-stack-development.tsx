import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/services/full-stack-development']

export const Route = createFileRoute('/services/full-stack-development')({
  head: () => pageHead('/services/full-stack-development'),
  component: ServicesFullStackDevelopmentPage,
})

function ServicesFullStackDevelopmentPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
