import { createFileRoute } from '@tanstack/react-router'
import { caseCards, caseStudiesIndex } from '~/content/case-studies'
import { pages, type PageMeta } from '~/content/registry'
import { CaseCard } from '~/features/case-studies/CaseCard'
import { CaseSection } from '~/features/case-studies/CaseStudyBlocks'
import { CtaBand, ctaBandButton } from '~/sections/CtaBand'
import { CtaButton } from '~/sections/CtaButton'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { headOnDemand } from '~/head/on-demand'
import { Reveal } from '~/ui/Reveal'

const page: PageMeta = pages['/case-studies']

export const Route = createFileRoute('/case-studies/')({
  staticData: { islands: true },
  head: () => headOnDemand((seo) => seo.pageHead('/case-studies')),
  component: CaseStudiesPage,
})

function CaseStudiesPage() {
  const { closing } = caseStudiesIndex
  return (
    <>
      <PageHeader title={page.heading} description={page.intro} />
      <CaseSection id="case-studies-featured" heading={caseStudiesIndex.heading} intro={caseStudiesIndex.intro}>
        <ul className="grid gap-8 lg:grid-cols-2">
          {caseCards.map((study, i) => (
            <Reveal as="li" key={study.link} delay={i * 0.1} className="flex">
              <CaseCard study={study} />
            </Reveal>
          ))}
        </ul>
      </CaseSection>
      <CtaBand id="case-studies-closing" heading={closing.heading} text={closing.text}>
        <CtaButton cta={closing.primary} className={ctaBandButton.primary} />
      </CtaBand>
    </>
  )
}
