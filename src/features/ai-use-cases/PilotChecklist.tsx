import type { AiUseCasesContent } from '~/content/ai-use-cases'
import { SectionHeading } from '~/ui/SectionHeading'
import { ScrollTable } from '~/ui/ScrollTable'

/** The executive checklist: one fast pilot and its KPI per function, as a table that scrolls sideways on phones. */
export function PilotChecklist({ checklist }: { checklist: AiUseCasesContent['checklist'] }) {
  const headingId = `${checklist.id}-heading`
  return (
    <section id={checklist.id} aria-labelledby={headingId} className="container-page py-14">
      <SectionHeading id={headingId} title={checklist.heading} intro={checklist.intro} align="start" />
      <div className="mt-8">
        <ScrollTable
          caption={checklist.caption}
          columns={checklist.columns}
          rows={checklist.rows.map((row) => [row.function, row.pilot, row.kpi])}
          minWidth="min-w-[40rem]"
        />
      </div>
    </section>
  )
}
