/** A centred section title with an optional line under it. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-extrabold tracking-tight md:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-lg text-fg-muted">{intro}</p>}
    </div>
  )
}
