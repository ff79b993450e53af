import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/webinar-registration']

export const Route = createFileRoute('/webinar-registration')({
  head: () => pageHead('/webinar-registration'),
  component: WebinarRegistrationPage,
})

function WebinarRegistrationPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
