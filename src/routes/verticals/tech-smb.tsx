import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

const page: PageMeta = pages['/verticals/tech-smb']

export const Route = createFileRoute('/verticals/tech-smb')({
  head: () => pageHead('/verticals/tech-smb'),
  component: VerticalsTechSmbPage,
})

function VerticalsTechSmbPage() {
  return <PageHeader title={page.heading} description={page.intro ?? page.description} />
}
