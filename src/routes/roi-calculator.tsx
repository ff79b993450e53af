import { createFileRoute } from '@tanstack/react-router'
import { RoiCalculator } from '~/features/roi-calculator/RoiCalculator'
import { pages } from '~/content/pages'
import { PageHeader } from '~/shell/PageHeader'
import { pageHead } from '~/shell/seo'

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
