import { createFileRoute } from '@tanstack/react-router'
import { midMarket } from '~/content/verticals/mid-market'
import { ServicePage } from '~/sections/ServicePage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/verticals/mid-market')({
  head: () => pageHead('/verticals/mid-market'),
  component: VerticalsMidMarketPage,
})

function VerticalsMidMarketPage() {
  return <ServicePage content={midMarket} />
}
