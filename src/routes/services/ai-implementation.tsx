import { createFileRoute } from '@tanstack/react-router'
import { aiImplementation } from '~/content/services/ai-implementation'
import { ServicePage } from '~/sections/ServicePage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/services/ai-implementation')({
  head: () => pageHead('/services/ai-implementation'),
  component: AiImplementationPage,
})

function AiImplementationPage() {
  return <ServicePage content={aiImplementation} />
}
