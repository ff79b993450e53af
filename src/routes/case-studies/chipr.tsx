import { createFileRoute } from '@tanstack/react-router'
import { chipr } from '~/content/case-studies'
import { pages, type PageMeta } from '~/content/pages'
import { CaseQuote, CaseSection, CaseStudyHeader, ChallengeTable, OutcomesTable, SolutionModules } from '~/features/case-studies/CaseStudyBlocks'
import { CtaBand, ctaBandButton } from '~/sections/CtaBand'
import { CtaButton } from '~/sections/CtaButton'
import { ServiceSectionView } from '~/sections/ServiceSections'
import { pageHead } from '~/head/seo'

const page: PageMeta = pages['/case-studies/chipr']

export const Route = createFileRoute('/case-studies/chipr')({
  head: () => pageHead('/case-studies/chipr'),
  component: CaseStudiesChiprPage,
})

function CaseStudiesChiprPage() {
  const { challenges, solution, timeline, outcomes, quote, stack, closing } = chipr
  return (
    <>
      <CaseStudyHeader title={page.heading} study={chipr} />
      <CaseSection id="chipr-challenge" heading={challenges.heading} intro={challenges.intro}>
        <ChallengeTable caption={challenges.caption} rows={challenges.rows} />
      </CaseSection>
      <CaseSection id="chipr-solution" heading={solution.heading} intro={solution.intro} tinted>
        <SolutionModules modules={solution.modules} />
      </CaseSection>
      <ServiceSectionView section={{ kind: 'timeline', id: 'chipr-timeline', ...timeline }} />
      <CaseSection id="chipr-outcomes" heading={outcomes.heading} intro={outcomes.intro} tinted>
        <OutcomesTable caption={outcomes.caption} rows={outcomes.rows} />
      </CaseSection>
      <CaseQuote id="chipr-quote" heading={quote.heading} text={quote.text} attribution={quote.attribution} />
      <ServiceSectionView section={{ kind: 'stack', id: 'chipr-stack', ...stack }} />
      <CtaBand id="chipr-closing" heading={closing.heading} text={closing.text}>
        <CtaButton cta={closing.primary} className={ctaBandButton.primary} />
      </CtaBand>
    </>
  )
}
