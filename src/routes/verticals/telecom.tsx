import { createFileRoute } from '@tanstack/react-router'
import { telecom } from '~/content/verticals/telecom'
import { ServicePage } from '~/sections/ServicePage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/verticals/telecom')({
  head: () => pageHead('/verticals/telecom'),
  component: VerticalsTelecomPage,
})

function VerticalsTelecomPage() {
  return <ServicePage content={telecom} />
}
