/** A section title with an optional line under it, centred or aligned to the start. */
export function SectionHeading({ id, title, intro, align = 'center' }: { id: string; title: string; intro?: string | undefined; align?: 'center' | 'start' }) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-3xl'}>
      <h2 id={id} className="text-3xl font-bold tracking-tight md:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-lg text-fg-muted">{intro}</p>}
    </div>
  )
}
