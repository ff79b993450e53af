import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/contact']

export const Route = createFileRoute('/contact')({
  head: () => pageHead('/contact'),
  component: ContactPage,
})

function ContactPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
