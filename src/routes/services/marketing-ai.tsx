import { createFileRoute } from '@tanstack/react-router'
import { marketingAi } from '~/content/services/marketing-ai'
import { ServicePage } from '~/sections/ServicePage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/services/marketing-ai')({
  head: () => pageHead('/services/marketing-ai'),
  component: MarketingAiPage,
})

function MarketingAiPage() {
  return <ServicePage content={marketingAi} />
}
