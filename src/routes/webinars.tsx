import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/webinars']

export const Route = createFileRoute('/webinars')({
  head: () => pageHead('/webinars'),
  component: WebinarsPage,
})

function WebinarsPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
