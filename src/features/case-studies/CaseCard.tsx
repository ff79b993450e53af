import { Link } from '~/ui/Link'
import { caseStudiesIndex, type CaseCard as CaseCardContent, type CaseIcon } from '~/content/case-studies'
import { StatGrid } from '~/sections/StatGrid'
import { buttonClass } from '~/ui/button-styles'
import { Card } from '~/ui/Card'
import { ArrowRight, Layers, TrendingUp } from '~/ui/icons'
import { CaseFacts } from './CaseStudyBlocks'
import { pageTo } from '~/ui/page-link'
import { SampleNote } from '~/sections/SampleNote'

const icons = { 'trending-up': TrendingUp, layers: Layers } satisfies Record<CaseIcon, unknown>

/** A case study on the index: title, subtitle, description, four metrics, facts and a link to the full story. */
export function CaseCard({ study }: { study: CaseCardContent }) {
  const Icon = icons[study.icon]
  const headingId = `case-${study.link.split('/').pop() ?? study.title}`
  const { labels } = caseStudiesIndex
  return (
    <Card as="article" aria-labelledby={headingId} className="flex flex-1 flex-col p-6 md:p-8">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h3 id={headingId} className="text-2xl font-bold tracking-tight">
            {study.title}
          </h3>
          <p className="mt-1 font-semibold text-primary">{study.subtitle}</p>
        </div>
      </div>
      <SampleNote sample={study.sample} className="mt-4 self-start" />
      <p className="mt-4 text-fg-muted">{study.description}</p>
      <StatGrid items={study.metrics} look="inset" className="mt-6" />
      <CaseFacts facts={study} labels={labels} className="mt-6 space-y-2 text-sm" />
      <div className="mt-auto pt-6">
        <Link to={pageTo(study.link)} className={buttonClass('primary', 'md')}>
          {labels.link}
          <span className="sr-only">: {study.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Card>
  )
}
