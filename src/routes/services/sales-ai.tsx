import { createFileRoute } from '@tanstack/react-router'
import { salesAi } from '~/content/services/sales-ai'
import { ServicePage } from '~/sections/ServicePage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/services/sales-ai')({
  head: () => pageHead('/services/sales-ai'),
  component: SalesAiPage,
})

function SalesAiPage() {
  return <ServicePage content={salesAi} />
}
