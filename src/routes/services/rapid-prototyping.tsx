import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/services/rapid-prototyping']

export const Route = createFileRoute('/services/rapid-prototyping')({
  head: () => pageHead('/services/rapid-prototyping'),
  component: ServicesRapidPrototypingPage,
})

function ServicesRapidPrototypingPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
