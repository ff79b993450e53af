import { createFileRoute } from '@tanstack/react-router'
import { martech } from '~/content/verticals/martech'
import { ServicePage } from '~/sections/ServicePage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/verticals/martech')({
  head: () => pageHead('/verticals/martech'),
  component: VerticalsMartechPage,
})

function VerticalsMartechPage() {
  return <ServicePage content={martech} />
}
