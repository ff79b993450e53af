import { createFileRoute } from '@tanstack/react-router'
import { termsOfService } from '~/content/legal'
import { pages } from '~/content/registry'
import { LegalPage } from '~/shell/LegalPage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/terms')({
  head: () => pageHead('/terms'),
  component: () => <LegalPage title={pages['/terms'].heading} document={termsOfService} />,
})
