import type { AiUseCasesContent } from '~/content/ai-use-cases'
import { SectionHeading } from '~/sections/SectionHeading'

/** The executive checklist: one fast pilot and its KPI per function, as a table that scrolls sideways on phones. */
export function PilotChecklist({ checklist }: { checklist: AiUseCasesContent['checklist'] }) {
  const headingId = `${checklist.id}-heading`
  return (
    <section id={checklist.id} aria-labelledby={headingId} className="container-page py-14">
      <SectionHeading id={headingId} title={checklist.heading} intro={checklist.intro} align="start" />
      <div
        role="region"
        aria-label={checklist.regionLabel}
        // Focusable so keyboard users can scroll the table on narrow screens.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="mt-8 overflow-x-auto rounded-2xl border border-border bg-card"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="border-b border-border px-4 py-3 text-left font-semibold">{checklist.caption}</caption>
          <thead className="bg-bg-subtle">
            <tr>
              {checklist.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {checklist.rows.map((row) => (
              <tr key={row.function}>
                <th scope="row" className="px-4 py-3 align-top font-semibold">
                  {row.function}
                </th>
                <td className="px-4 py-3 align-top">{row.pilot}</td>
                <td className="px-4 py-3 align-top text-fg-muted">{row.kpi}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
