import { createFileRoute } from '@tanstack/react-router'
import { RoiCalculatorIsland } from '~/features/roi-calculator/RoiCalculator'
import { parseRoiSearch } from '~/features/roi-calculator/inputs'
import { pages } from '~/content/registry'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { headOnDemand } from '~/head/on-demand'

export const Route = createFileRoute('/roi-calculator')({
  // A shared estimate: the four inputs, each kept only when it is a number in range.
  validateSearch: parseRoiSearch,
  staticData: { islands: true },
  head: () => headOnDemand((seo) => seo.pageHead('/roi-calculator')),
  component: RoiCalculatorPage,
})

function RoiCalculatorPage() {
  const page = pages['/roi-calculator']
  return (
    <>
      <PageHeader title={page.heading} description={page.intro} />
      <RoiCalculatorIsland />
    </>
  )
}
