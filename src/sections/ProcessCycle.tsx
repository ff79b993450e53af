import { Reveal } from '~/ui/Reveal'
import { SectionHeading } from '~/ui/SectionHeading'

interface ProcessCycleProps {
  id: string
  heading: string
  intro?: string
  steps: readonly { title: string; description: string }[]
  /** What a reader is told about the loop back to the first step. */
  loopNote: string
  nodeSize: number
  delays: readonly number[]
}

/**
 * A looping process: numbered nodes in order, each arriving after its delay, with
 * an arrow from the last back to the first. Read as an ordered list plus a note.
 */
export function ProcessCycle({ id, heading, intro, steps, loopNote, nodeSize, delays }: ProcessCycleProps) {
  return (
    <section aria-labelledby={id} className="render-when-near border-y border-border bg-bg-subtle">
      <div className="container-page py-20">
        <SectionHeading id={id} title={heading} intro={intro} />
        <ol className="relative mt-12 grid gap-8 md:grid-cols-4">
          {steps.map((step, i) => (
            <Reveal as="li" key={step.title} delay={delays[i] ?? 0} className="relative flex flex-col items-center text-center">
              <span
                className="flex items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-fg shadow-lg"
                style={{ width: nodeSize, height: nodeSize }}
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-1 max-w-xs text-sm text-fg-muted">{step.description}</p>
              {i < steps.length - 1 && (
                <span aria-hidden="true" className="absolute top-7 left-[calc(50%+40px)] hidden h-0.5 w-[calc(100%-80px)] bg-primary/40 md:block" />
              )}
            </Reveal>
          ))}
        </ol>
        <p className="mt-10 flex items-center justify-center gap-2 text-sm font-medium text-fg-muted">
          <span aria-hidden="true" className="text-xl text-primary">↻</span>
          {loopNote}
        </p>
      </div>
    </section>
  )
}
