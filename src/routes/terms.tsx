import { createFileRoute } from '@tanstack/react-router'
import { termsOfService } from '~/content/legal'
import { pages } from '~/content/registry'
import { LegalPage } from '~/shell/LegalPage'
import { headOnDemand } from '~/head/on-demand'

export const Route = createFileRoute('/terms')({
  staticData: { islands: true },
  head: () => headOnDemand((seo) => seo.pageHead('/terms')),
  component: () => <LegalPage title={pages['/terms'].heading} document={termsOfService} />,
})
