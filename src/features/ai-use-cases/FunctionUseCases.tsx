import { Link } from '~/ui/Link'
import type { FunctionUseCases } from '~/content/ai-use-cases'
import { Card } from '~/ui/Card'
import { SectionHeading } from '~/ui/SectionHeading'
import { Reveal } from '~/ui/Reveal'
import { pageTo } from '~/ui/page-link'

/** One business function: its use-case cards, each with the service that fits and an optional source. */
export function FunctionUseCasesSection({ group }: { group: FunctionUseCases }) {
  const headingId = `${group.id}-heading`
  return (
    <section id={group.id} aria-labelledby={headingId} className="container-page py-14">
      <SectionHeading id={headingId} title={group.name} intro={group.intro} align="start" />
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {group.useCases.map((useCase, i) => (
          <Reveal as="li" key={useCase.title} delay={(i % 3) * 0.1} className="flex">
            <Card as="article" aria-labelledby={`${group.id}-${i}-title`} className="flex flex-1 flex-col p-6">
              <p className="mb-2 text-xs font-semibold tracking-wide text-primary uppercase">{group.name}</p>
              <h3 id={`${group.id}-${i}-title`} className="text-lg font-bold">
                {useCase.title}
              </h3>
              <p className="mt-2 text-fg-muted">{useCase.description}</p>
              <dl className="mt-auto space-y-2 pt-5 text-sm">
                <div>
                  <dt className="inline font-semibold">Product fit: </dt>
                  <dd className="inline">
                    <Link to={pageTo(useCase.productFit.to)} className="font-semibold text-primary underline underline-offset-2 hover:no-underline">
                      {useCase.productFit.label}
                    </Link>
                  </dd>
                </div>
                {useCase.source && (
                  <div>
                    <dt className="inline font-semibold">Source: </dt>
                    <dd className="inline text-fg-muted">{useCase.source}</dd>
                  </div>
                )}
              </dl>
            </Card>
          </Reveal>
        ))}
      </ul>
    </section>
  )
}
