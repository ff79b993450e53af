import type { ReactNode } from 'react'
import { caseStudiesIndex, type CaseStudyBase, type ChallengeRow, type OutcomeRow, type SolutionModule } from '~/content/case-studies'
import { SectionHeading } from '~/ui/SectionHeading'
import { StatGrid } from '~/sections/StatGrid'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { Card, cardClass } from '~/ui/Card'
import { CheckList } from '~/ui/CheckList'
import { Quote } from '~/ui/icons'
import { Reveal } from '~/ui/Reveal'
import { ScrollTable } from '~/ui/ScrollTable'
import { SampleNote } from '~/sections/SampleNote'

type Facts = { industry: string; workforce: string; scope: string }
type FactLabels = { industry: string; scale: string; scope: string }

/** Industry, Scale (workforce) and Scope as a definition list. */
export function CaseFacts({ facts, labels, className }: { facts: Facts; labels: FactLabels; className: string }) {
  const rows: [string, string][] = [
    [labels.industry, facts.industry],
    [labels.scale, facts.workforce],
    [labels.scope, facts.scope],
  ]
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[5rem_1fr] gap-2">
          <dt className="font-semibold">{label}</dt>
          <dd className="text-fg-muted">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The top of a case-study page: eyebrow, title, summary, facts and the headline metrics. */
export function CaseStudyHeader({ title, study }: { title: string; study: CaseStudyBase }) {
  return (
    <PageHeader title={title} eyebrow={study.eyebrow} description={study.summary} fallback="/case-studies">
      <SampleNote sample={study.sample} className="mt-4" />
      <CaseFacts facts={study.facts} labels={caseStudiesIndex.labels} className={cardClass('mt-8 max-w-3xl space-y-2 p-5 text-sm')} />
      {/* The headline figures, each change with its bar: the study's one chart of its results. */}
      <StatGrid items={study.metrics} bars className="mt-8" />
    </PageHeader>
  )
}

/** A page section with its h2, labelled by it. */
export function CaseSection({ id, heading, intro, children, tinted = false }: { id: string; heading: string; intro?: string; children: ReactNode; tinted?: boolean }) {
  const inner = (
    <>
      <SectionHeading id={id} title={heading} intro={intro} align="start" />
      <div className="mt-8">{children}</div>
    </>
  )
  return tinted ? (
    <section aria-labelledby={id} className="border-y border-border bg-bg-subtle">
      <div className="container-page py-14">{inner}</div>
    </section>
  ) : (
    <section aria-labelledby={id} className="container-page py-14">
      {inner}
    </section>
  )
}

export function ChallengeTable({ caption, rows }: { caption: string; rows: readonly ChallengeRow[] }) {
  // Two columns fit a phone side by side: nothing to scroll, the impact always in view.
  return <ScrollTable caption={caption} columns={['Challenge', 'Impact']} rows={rows.map((row) => [row.challenge, row.impact])} minWidth="min-w-0" />
}

export function OutcomesTable({ caption, rows }: { caption: string; rows: readonly OutcomeRow[] }) {
  return <ScrollTable caption={caption} columns={['Metric', 'Before', 'After']} rows={rows.map((row) => [row.metric, row.before, row.after])} keyColumn={2} />
}

/** The solution modules as cards, each with the figure it moved. */
export function SolutionModules({ modules }: { modules: readonly SolutionModule[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {modules.map((module, i) => (
        <Reveal as="li" key={module.title} delay={(i % 2) * 0.1} className="flex">
          <Card as="article" className="flex flex-1 flex-col p-6">
            <h3 className="text-lg font-bold">{module.title}</h3>
            <p className="mt-2 text-fg-muted">{module.description}</p>
            <CheckList items={module.features} className="mt-4 space-y-1.5 text-sm" />
            <p className="mt-auto pt-5 text-sm">
              <span className="font-semibold">Result: </span>
              <span className="inline-block rounded-full bg-success/15 px-3 py-1 font-semibold">{module.kpi}</span>
            </p>
          </Card>
        </Reveal>
      ))}
    </ul>
  )
}

export function OutcomeList({ items }: { items: readonly string[] }) {
  return <CheckList items={items} className="max-w-3xl space-y-3 text-lg" />
}

/** A client quote, attributed to a role at the client. */
export function CaseQuote({ id, heading, text, attribution }: { id: string; heading: string; text: string; attribution: string }) {
  return (
    <section aria-labelledby={id} className="container-page py-14">
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      <figure className="mx-auto max-w-4xl rounded-3xl border border-border bg-bg-subtle p-8 md:p-12">
        <Quote aria-hidden="true" className="size-10 text-primary" />
        <blockquote className="mt-4">
          <p className="text-xl font-semibold text-balance md:text-2xl">{text}</p>
        </blockquote>
        <figcaption className="mt-6 font-semibold text-fg-muted">{attribution}</figcaption>
      </figure>
    </section>
  )
}
