import { sampleNote } from '~/content/sample-note'

/**
 * A discreet line where sample content appears, in the demo only. `__DEMO_MODE__` is a
 * compile-time constant: a deploy build drops the note, and its text, from the bundle.
 */
export function SampleNote({ sample, className = '' }: { sample: string | undefined; className?: string }) {
  if (!__DEMO_MODE__ || !sample) return null
  return (
    <p data-sample={sample} className={`inline-flex rounded-full border border-dashed border-border px-3 py-1 text-xs text-fg-muted ${className}`}>
      {sampleNote}
    </p>
  )
}
