import { createFileRoute, notFound } from '@tanstack/react-router'
import type { ChiprCaseStudy, NotionCaseStudy } from '~/content/case-studies'
import { caseStudyPages, isCaseStudySlug } from '~/content/registry'
import { CaseQuote, CaseSection, CaseStudyHeader, ChallengeTable, OutcomeList, OutcomesTable, SolutionModules } from '~/features/case-studies/CaseStudyBlocks'
import { headOnDemand } from '~/head/on-demand'
import { CtaBand, ctaBandButton } from '~/sections/CtaBand'
import { CtaButton } from '~/sections/CtaButton'
import { ServiceSectionView } from '~/sections/ServiceSections'

export const Route = createFileRoute('/case-studies/$slug')({
  params: {
    // Only the registry's case studies exist; anything else is a 404.
    parse: ({ slug }) => {
      if (!isCaseStudySlug(slug)) throw notFound()
      return { slug }
    },
    stringify: ({ slug }) => ({ slug }),
  },
  loader: ({ params }): Promise<ChiprCaseStudy | NotionCaseStudy> => caseStudyPages[params.slug].load(),
  head: ({ params }) => headOnDemand((seo) => seo.pageHead(`/case-studies/${params.slug}`)),
  // A visitor who lands here hydrates only the page's islands (src/lib/island.tsx).
  staticData: { islands: true },
  component: CaseStudyRoute,
})

/**
 * A case study: challenge, solution, outcomes, the client's words and a call to action.
 * A study with a rollout plan and a stack (chipr) shows them too, and its outcomes as a table.
 */
function CaseStudyRoute() {
  const { slug } = Route.useParams()
  const study = Route.useLoaderData()
  const { challenges, solution, quote, closing } = study
  const detailed = 'timeline' in study ? study : undefined
  return (
    <>
      <CaseStudyHeader title={caseStudyPages[slug].heading} study={study} />
      <CaseSection id={`${slug}-challenge`} heading={challenges.heading} intro={challenges.intro}>
        <ChallengeTable caption={challenges.caption} rows={challenges.rows} />
      </CaseSection>
      <CaseSection id={`${slug}-solution`} heading={solution.heading} intro={solution.intro} tinted>
        <SolutionModules modules={solution.modules} />
      </CaseSection>
      {detailed ? (
        <>
          <ServiceSectionView section={{ kind: 'timeline', id: `${slug}-timeline`, ...detailed.timeline }} />
          <CaseSection id={`${slug}-outcomes`} heading={detailed.outcomes.heading} intro={detailed.outcomes.intro} tinted>
            <OutcomesTable caption={detailed.outcomes.caption} rows={detailed.outcomes.rows} />
          </CaseSection>
        </>
      ) : (
        'items' in study.outcomes && (
          <CaseSection id={`${slug}-outcomes`} heading={study.outcomes.heading} intro={study.outcomes.intro}>
            <OutcomeList items={study.outcomes.items} />
          </CaseSection>
        )
      )}
      <CaseQuote id={`${slug}-quote`} heading={quote.heading} text={quote.text} attribution={quote.attribution} />
      {detailed && <ServiceSectionView section={{ kind: 'stack', id: `${slug}-stack`, ...detailed.stack }} />}
      <CtaBand id={`${slug}-closing`} heading={closing.heading} text={closing.text}>
        <CtaButton cta={closing.primary} className={ctaBandButton.primary} />
      </CtaBand>
    </>
  )
}
