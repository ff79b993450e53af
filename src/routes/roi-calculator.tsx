import { createFileRoute } from '@tanstack/react-router'
import { RoiCalculator } from '~/features/roi-calculator/RoiCalculator'
import { pages } from '~/content/registry'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/roi-calculator')({
  head: () => pageHead('/roi-calculator'),
  component: RoiCalculatorPage,
})

function RoiCalculatorPage() {
  const page = pages['/roi-calculator']
  return (
    <>
      <PageHeader title={page.heading} description={page.intro} />
      <RoiCalculator />
    </>
  )
}
