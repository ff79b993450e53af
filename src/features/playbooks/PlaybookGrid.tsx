import type { PlaybooksContent } from '~/content/playbooks'
import { SectionHeading } from '~/ui/SectionHeading'
import { StatGrid } from '~/sections/StatGrid'
import { Card } from '~/ui/Card'
import { BookOpen } from '~/ui/icons'
import { Reveal } from '~/ui/Reveal'

/** The playbook catalogue: one card per playbook with its chapters and target results. */
export function PlaybookGrid({ section }: { section: PlaybooksContent['playbooks'] }) {
  const headingId = `${section.id}-heading`
  return (
    <section aria-labelledby={headingId} className="container-page py-14">
      <SectionHeading id={headingId} title={section.heading} intro={section.intro} align="start" />
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.items.map((playbook, i) => {
          const titleId = `${section.id}-${i}-title`
          const chaptersId = `${section.id}-${i}-chapters`
          return (
            <Reveal as="li" key={playbook.title} delay={(i % 3) * 0.1} className="flex">
              <Card as="article" aria-labelledby={titleId} className="flex flex-1 flex-col p-6">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <BookOpen aria-hidden="true" className="size-5" />
                </span>
                <h3 id={titleId} className="mt-4 text-lg font-bold">
                  {playbook.title}
                </h3>
                <p className="mt-2 text-sm text-fg-muted">{playbook.description}</p>
                <p id={chaptersId} className="mt-5 text-sm font-semibold">
                  {playbook.chapters.length} chapters
                </p>
                <ol aria-labelledby={chaptersId} className="mt-2 list-decimal space-y-1 ps-5 text-sm">
                  {playbook.chapters.map((chapter) => (
                    <li key={chapter}>{chapter}</li>
                  ))}
                </ol>
                <StatGrid items={playbook.metrics} look="compact" className="mt-auto pt-5" />
              </Card>
            </Reveal>
          )
        })}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-fg-muted">{section.note}</p>
    </section>
  )
}
