import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/playbooks']

export const Route = createFileRoute('/playbooks')({
  head: () => pageHead('/playbooks'),
  component: PlaybooksPage,
})

function PlaybooksPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
