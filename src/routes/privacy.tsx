import { createFileRoute } from '@tanstack/react-router'
import { privacyPolicy } from '~/content/legal'
import { pages } from '~/content/registry'
import { LegalPage } from '~/shell/LegalPage'
import { headOnDemand } from '~/head/on-demand'

export const Route = createFileRoute('/privacy')({
  staticData: { islands: true },
  head: () => headOnDemand((seo) => seo.pageHead('/privacy')),
  component: () => <LegalPage title={pages['/privacy'].heading} document={privacyPolicy} />,
})
