import { createFileRoute } from '@tanstack/react-router'
import { fieldSales } from '~/content/verticals/field-sales'
import { ServicePage } from '~/sections/ServicePage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/verticals/field-sales')({
  head: () => pageHead('/verticals/field-sales'),
  component: VerticalsFieldSalesPage,
})

function VerticalsFieldSalesPage() {
  return <ServicePage content={fieldSales} />
}
