import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/privacy']

export const Route = createFileRoute('/privacy')({
  head: () => pageHead('/privacy'),
  component: PrivacyPage,
})

function PrivacyPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
