import { createFileRoute } from '@tanstack/react-router'
import { adtech } from '~/content/verticals/adtech'
import { ServicePage } from '~/sections/ServicePage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/verticals/adtech')({
  head: () => pageHead('/verticals/adtech'),
  component: VerticalsAdtechPage,
})

function VerticalsAdtechPage() {
  return <ServicePage content={adtech} />
}
