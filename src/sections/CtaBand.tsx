import type { ReactNode } from 'react'

interface CtaBandProps {
  id: string
  heading: string
  text: string
  /** The same band closes every page of a kind (each article): not the page's own content, so the assistant leaves it out. */
  repeated?: boolean
  children: ReactNode
}

/** A closing call to action: heading, a line of text and the page's buttons. */
export function CtaBand({ id, heading, text, repeated = false, children }: CtaBandProps) {
  return (
    <section aria-labelledby={id} data-assistant-skip={repeated ? '' : undefined} className="render-when-near container-page py-20">
      <div className="rounded-3xl bg-gradient-to-br from-indigo-700 to-cyan-800 px-6 py-14 text-center text-white md:px-16">
        <h2 id={id} className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance md:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  )
}

/** Button looks for use on the CtaBand's dark background. */
export const ctaBandButton = {
  primary:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-indigo-800 hover:bg-indigo-50',
  secondary:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-6 font-semibold text-white hover:bg-white/10',
} as const
