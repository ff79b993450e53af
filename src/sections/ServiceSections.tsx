import type { Bundle, ServiceModule, ServiceSection } from '~/content/service-page'
import { buttonClass } from '~/ui/button-styles'
import { Card } from '~/ui/Card'
import { cardGridColumns } from '~/ui/card-grid'
import { chipClass } from '~/ui/chip'
import { CheckList } from '~/ui/CheckList'
import { Reveal } from '~/ui/Reveal'
import { SectionHeading } from '~/ui/SectionHeading'
import { CtaButton } from './CtaButton'
import { StatGrid } from './StatGrid'
import { SampleNote } from './SampleNote'

/** Renders one section of a service page by its kind. */
export function ServiceSectionView({ section }: { section: ServiceSection }) {
  const headingId = `${section.id}-heading`
  const intro = 'intro' in section ? section.intro : undefined
  return (
    <section aria-labelledby={headingId} className="render-when-near container-page py-14">
      <SectionHeading id={headingId} title={section.heading} intro={intro} align="start" />
      <SampleNote sample={section.sample} className="mt-3" />
      <div className="mt-8">
        {section.kind === 'stats' && <StatGrid items={section.items} />}
        {section.kind === 'cards' && (
          <ul className={`grid gap-6 ${cardGridColumns(section.items.length)}`}>
            {section.items.map((item, i) => (
              <Reveal as="li" key={item.title} delay={(i % 3) * 0.1} className="flex">
                <Card as="article" className="flex flex-1 flex-col p-6">
                  {item.tag && <p className="mb-2 text-xs font-semibold tracking-wide text-primary uppercase">{item.tag}</p>}
                  <h3 className="text-lg font-bold">{item.title}</h3>
                  <p className="mt-2 text-fg-muted">{item.description}</p>
                  {item.features && <CheckList items={item.features} className="mt-4 space-y-1.5 text-sm" />}
                  {(item.buyers || item.outcomes) && (
                    <dl className="mt-auto space-y-2 pt-5 text-sm">
                      {item.buyers && (
                        <div>
                          <dt className="inline font-semibold">For: </dt>
                          <dd className="inline text-fg-muted">{item.buyers}</dd>
                        </div>
                      )}
                      {item.outcomes && (
                        <div>
                          <dt className="inline font-semibold">Outcome: </dt>
                          <dd className="inline text-fg-muted">{item.outcomes}</dd>
                        </div>
                      )}
                    </dl>
                  )}
                </Card>
              </Reveal>
            ))}
          </ul>
        )}
        {section.kind === 'modules' && (
          <ul className="grid gap-6 lg:grid-cols-2">
            {section.items.map((module) => (
              <li key={module.title}>
                <ModuleCard module={module} />
              </li>
            ))}
          </ul>
        )}
        {section.kind === 'bundles' && (
          <>
            <ul className="grid gap-6 lg:grid-cols-3">
              {section.items.map((bundle) => (
                <li key={bundle.title} className="flex">
                  <BundleCard bundle={bundle} />
                </li>
              ))}
            </ul>
            <CtaButton cta={section.cta} className={buttonClass('primary', 'lg', 'mt-8')} />
          </>
        )}
        {section.kind === 'process' && (
          <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {section.steps.map((step, i) => (
              <Card as="li" key={step.title} className="p-6">
                <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-fg">
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm font-semibold text-primary">{step.duration}</p>
                <p className="mt-2 text-sm text-fg-muted">{step.description}</p>
              </Card>
            ))}
          </ol>
        )}
        {section.kind === 'timeline' && (
          <>
            <ol className="relative space-y-6 border-s-2 border-border ps-6">
              {section.steps.map((step) => (
                <li key={step.period} className="relative">
                  <span aria-hidden="true" className="absolute -start-[calc(1.5rem+7px)] top-1.5 size-3 rounded-full bg-primary" />
                  <p className="text-sm font-semibold text-primary">{step.period}</p>
                  <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
                  <p className="mt-1 max-w-3xl text-fg-muted">{step.description}</p>
                </li>
              ))}
            </ol>
            {section.note && <p className="mt-6 max-w-3xl rounded-xl bg-bg-subtle p-4 text-sm">{section.note}</p>}
          </>
        )}
        {section.kind === 'faq' && (
          // Answers stay open: buyers scan them, and nothing a visitor needs hides behind a click.
          <Card className="max-w-3xl divide-y divide-border">
            {section.items.map((item) => (
              <div key={item.question} className="p-6">
                <h3 className="font-semibold">{item.question}</h3>
                <p className="mt-2 text-fg-muted">{item.answer}</p>
              </div>
            ))}
          </Card>
        )}
        {section.kind === 'stack' && (
          <dl className={`grid gap-6 ${cardGridColumns(section.groups.length, 'sm')}`}>
            {section.groups.map((group) => (
              <Card key={group.name} className="p-6">
                <dt className="font-bold">{group.name}</dt>
                <dd className="mt-3 flex flex-wrap gap-2">
                  {group.items.map((item) => (
                    <span key={item} className={chipClass}>
                      {item}
                    </span>
                  ))}
                </dd>
              </Card>
            ))}
          </dl>
        )}
      </div>
    </section>
  )
}

function BundleCard({ bundle }: { bundle: Bundle }) {
  return (
    <Card as="article" className="flex flex-1 flex-col p-6 shadow-sm">
      <h3 className="text-xl font-bold">{bundle.title}</h3>
      <p className="mt-2 text-fg-muted">{bundle.description}</p>
      <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl bg-bg-subtle p-4 text-sm">
        <div>
          <dt className="text-fg-muted">Timeline</dt>
          <dd className="font-bold">{bundle.specs.timeline}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Fee</dt>
          <dd className="font-bold">{bundle.specs.fee}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-fg-muted">Ideal buyer</dt>
          <dd className="font-semibold">{bundle.specs.idealBuyer}</dd>
        </div>
      </dl>
      <CheckList items={bundle.features} className="mt-5 space-y-1.5 text-sm" />
      {bundle.notes && <p className="mt-auto pt-5 text-sm text-fg-muted">{bundle.notes}</p>}
    </Card>
  )
}

function ModuleCard({ module }: { module: ServiceModule }) {
  const rows: [string, string][] = [
    ['Buyer', module.buyer],
    ['Pain point', module.painPoint],
    ['Inputs', module.inputs],
    ['Deliverables', module.deliverables],
  ]
  return (
    <Card as="article" className="h-full p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-lg font-bold">{module.title}</h3>
        <span className="inline-block rounded-full bg-success/15 px-3 py-1 text-sm font-semibold text-fg">{module.metric}</span>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold">{label}</dt>
            <dd className="text-fg-muted">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}
