import { createFileRoute } from '@tanstack/react-router'
import { customerSupportAi } from '~/content/services/customer-support-ai'
import { ServicePage } from '~/sections/ServicePage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/services/customer-support-ai')({
  head: () => pageHead('/services/customer-support-ai'),
  component: CustomerSupportAiPage,
})

function CustomerSupportAiPage() {
  return <ServicePage content={customerSupportAi} />
}
