import { createFileRoute } from '@tanstack/react-router'
import { rapidPrototyping } from '~/content/services/rapid-prototyping'
import { ServicePage } from '~/sections/ServicePage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/services/rapid-prototyping')({
  head: () => pageHead('/services/rapid-prototyping'),
  component: RapidPrototypingPage,
})

function RapidPrototypingPage() {
  return <ServicePage content={rapidPrototyping} />
}
