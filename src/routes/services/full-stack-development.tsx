import { createFileRoute } from '@tanstack/react-router'
import { fullStackDevelopment } from '~/content/services/full-stack-development'
import { ServicePage } from '~/sections/ServicePage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/services/full-stack-development')({
  head: () => pageHead('/services/full-stack-development'),
  component: FullStackDevelopmentPage,
})

function FullStackDevelopmentPage() {
  return <ServicePage content={fullStackDevelopment} />
}
