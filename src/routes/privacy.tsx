import { createFileRoute } from '@tanstack/react-router'
import { privacyPolicy } from '~/content/legal'
import { pages } from '~/content/registry'
import { LegalPage } from '~/shell/LegalPage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/privacy')({
  head: () => pageHead('/privacy'),
  component: () => <LegalPage title={pages['/privacy'].heading} document={privacyPolicy} />,
})
