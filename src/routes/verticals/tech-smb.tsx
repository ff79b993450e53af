import { createFileRoute } from '@tanstack/react-router'
import { techSmb } from '~/content/verticals/tech-smb'
import { ServicePage } from '~/sections/ServicePage'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/verticals/tech-smb')({
  head: () => pageHead('/verticals/tech-smb'),
  component: VerticalsTechSmbPage,
})

function VerticalsTechSmbPage() {
  return <ServicePage content={techSmb} />
}
