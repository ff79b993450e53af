import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/special-offer']

export const Route = createFileRoute('/special-offer')({
  head: () => pageHead('/special-offer'),
  component: SpecialOfferPage,
})

function SpecialOfferPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
