import { createFileRoute } from '@tanstack/react-router'
import { aiUseCasesPage } from '~/content/ai-use-cases'
import { pages, type PageMeta } from '~/content/registry'
import { FunctionUseCasesSection } from '~/features/ai-use-cases/FunctionUseCases'
import { PilotChecklist } from '~/features/ai-use-cases/PilotChecklist'
import { CtaBand, ctaBandButton } from '~/sections/CtaBand'
import { CtaButton } from '~/sections/CtaButton'
import { StatGrid } from '~/sections/StatGrid'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { headOnDemand } from '~/head/on-demand'

const page: PageMeta = pages['/ai-use-cases']

export const Route = createFileRoute('/ai-use-cases')({
  staticData: { islands: true },
  head: () => headOnDemand((seo) => seo.pageHead('/ai-use-cases')),
  component: AiUseCasesPage,
})

function AiUseCasesPage() {
  const { hero, functions, checklist, closing } = aiUseCasesPage
  const jumpTargets = [...functions.map((group) => ({ id: group.id, label: group.name })), { id: checklist.id, label: checklist.heading }]
  return (
    <>
      <PageHeader eyebrow={hero.eyebrow} title={page.heading} description={page.intro}>
        <div className="mt-6 max-w-3xl space-y-3">
          {hero.spend.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="text-sm text-fg-muted">{hero.sourceNote}</p>
        </div>
        <StatGrid items={hero.stats} className="mt-8" />
        <nav aria-labelledby="use-case-jump" className="mt-8">
          <p id="use-case-jump" className="text-sm font-semibold">
            {hero.jumpLabel}
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {jumpTargets.map((target) => (
              <li key={target.id}>
                {/* A plain in-page anchor: it works in the prerendered HTML and is not marked as the current page. */}
                <a
                  href={`#${target.id}`}
                  className="inline-flex min-h-9 items-center rounded-full border border-border bg-card px-4 text-sm font-semibold hover:bg-bg-subtle"
                >
                  {target.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {functions.map((group) => (
        <FunctionUseCasesSection key={group.id} group={group} />
      ))}
      <PilotChecklist checklist={checklist} />
      <CtaBand id="ai-use-cases-closing" heading={closing.heading} text={closing.text}>
        <CtaButton cta={closing.primary} className={ctaBandButton.primary} />
      </CtaBand>
    </>
  )
}
