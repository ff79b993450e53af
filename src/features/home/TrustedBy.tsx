import { trustedBy } from '~/content/home'
import { SampleNote } from '~/sections/SampleNote'

export function TrustedBy() {
  return (
    <section aria-labelledby="trusted-by" className="render-when-near border-t border-border">
      <div className="container-page py-12 text-center">
        <h2 id="trusted-by" className="text-sm font-semibold uppercase tracking-wide text-fg-muted">
          {trustedBy.heading}
        </h2>
        <SampleNote sample={trustedBy.sample} className="mt-3" />
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {trustedBy.companies.map((company) => (
            <li key={company} className="text-lg font-bold tracking-tight text-fg/80">
              {company}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
