import { Link } from '~/ui/Link'
import type { EligibilityCriterion, PastResult, SpecialOfferSection } from '~/content/special-offer'
import { SectionHeading } from '~/ui/SectionHeading'
import { ServiceSectionView } from '~/sections/ServiceSections'
import { Card } from '~/ui/Card'
import { Check } from '~/ui/icons'
import { Reveal } from '~/ui/Reveal'
import { pageTo } from '~/ui/page-link'
import { SampleNote } from '~/sections/SampleNote'

type EligibilitySection = Extract<SpecialOfferSection, { kind: 'eligibility' }>
type ResultsSection = Extract<SpecialOfferSection, { kind: 'results' }>

/** One section of the special offer page: the offer's own kinds, or a standard service-page section. */
export function OfferSectionView({ section }: { section: SpecialOfferSection }) {
  if (section.kind === 'eligibility') return <Eligibility section={section} />
  if (section.kind === 'results') return <PastResults section={section} />
  return <ServiceSectionView section={section} />
}

function Eligibility({ section }: { section: EligibilitySection }) {
  const headingId = `${section.id}-heading`
  return (
    <section aria-labelledby={headingId} className="container-page py-14">
      <SectionHeading id={headingId} title={section.heading} intro={section.intro} align="start" />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {section.criteria.map((criterion, i) => (
          <li key={criterion.requirement} className="flex">
            <CriterionCard criterion={criterion} titleId={`${section.id}-${i}-title`} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function CriterionCard({ criterion, titleId }: { criterion: EligibilityCriterion; titleId: string }) {
  return (
    <Card as="article" aria-labelledby={titleId} className="flex-1 p-6">
      <span className="inline-flex size-10 items-center justify-center rounded-full bg-success/15 text-success">
        <Check aria-hidden="true" className="size-5" />
      </span>
      <h3 id={titleId} className="mt-4 text-lg font-bold">
        {criterion.requirement}
      </h3>
      <p className="mt-2 text-fg-muted">{criterion.detail}</p>
    </Card>
  )
}

function PastResults({ section }: { section: ResultsSection }) {
  const headingId = `${section.id}-heading`
  return (
    <section aria-labelledby={headingId} className="container-page py-14">
      <SectionHeading id={headingId} title={section.heading} intro={section.intro} align="start" />
      <SampleNote sample={section.sample} className="mt-3" />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {section.items.map((item, i) => (
          <Reveal as="li" key={item.client} delay={(i % 3) * 0.1} className="flex">
            <ResultCard item={item} titleId={`${section.id}-${i}-title`} />
          </Reveal>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-fg-muted">
        {section.note}{' '}
        <Link to={pageTo(section.link.to)} className="font-semibold text-primary underline underline-offset-2 hover:no-underline">
          {section.link.label}
        </Link>
      </p>
    </section>
  )
}

function ResultCard({ item, titleId }: { item: PastResult; titleId: string }) {
  return (
    <Card as="article" aria-labelledby={titleId} className="flex flex-1 flex-col p-6">
      <p className="mb-2 text-xs font-semibold tracking-wide text-primary uppercase">{item.industry}</p>
      <h3 id={titleId} className="text-lg font-bold">
        {item.client}
      </h3>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="font-semibold">Workflow</dt>
          <dd className="text-fg-muted">{item.workflow}</dd>
        </div>
        <div>
          <dt className="font-semibold">Result</dt>
          <dd className="mt-1 text-lg font-bold">{item.result}</dd>
        </div>
      </dl>
    </Card>
  )
}
