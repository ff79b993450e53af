import { createFileRoute } from '@tanstack/react-router'
import { notion } from '~/content/case-studies'
import { pages, type PageMeta } from '~/content/pages'
import { CaseQuote, CaseSection, CaseStudyHeader, ChallengeTable, OutcomeList, SolutionModules } from '~/features/case-studies/CaseStudyBlocks'
import { CtaBand, ctaBandButton } from '~/sections/CtaBand'
import { CtaButton } from '~/sections/CtaButton'
import { pageHead } from '~/head/seo'

const page: PageMeta = pages['/case-studies/notion']

export const Route = createFileRoute('/case-studies/notion')({
  head: () => pageHead('/case-studies/notion'),
  component: CaseStudiesNotionPage,
})

function CaseStudiesNotionPage() {
  const { challenges, solution, outcomes, quote, closing } = notion
  return (
    <>
      <CaseStudyHeader title={page.heading} study={notion} />
      <CaseSection id="notion-challenge" heading={challenges.heading} intro={challenges.intro}>
        <ChallengeTable caption={challenges.caption} rows={challenges.rows} />
      </CaseSection>
      <CaseSection id="notion-solution" heading={solution.heading} intro={solution.intro} tinted>
        <SolutionModules modules={solution.modules} />
      </CaseSection>
      <CaseSection id="notion-outcomes" heading={outcomes.heading} intro={outcomes.intro}>
        <OutcomeList items={outcomes.items} />
      </CaseSection>
      <CaseQuote id="notion-quote" heading={quote.heading} text={quote.text} attribution={quote.attribution} />
      <CtaBand id="notion-closing" heading={closing.heading} text={closing.text}>
        <CtaButton cta={closing.primary} className={ctaBandButton.primary} />
      </CtaBand>
    </>
  )
}
