import { Link } from '~/ui/Link'
import { site } from '~/config/site'
import { hero } from '~/content/home'
import { buttonClass } from '~/ui/button-styles'
import { ArrowRight } from '~/ui/icons'
import { NetworkGraphicIsland } from './NetworkGraphic'
import { RotatingHeadline } from './RotatingHeadline'

export function Hero() {
  return (
    <section aria-labelledby="home-hero" className="relative overflow-hidden border-b border-border bg-bg-subtle">
      <div className="container-page grid items-center gap-10 py-16 md:py-24 lg:grid-cols-[1.3fr_1fr]">
        <div id="home-hero">
          <p className="mb-4 text-sm font-semibold uppercase tracking-wide text-primary">{site.tagline}</p>
          <RotatingHeadline lead={hero.headlineLead} words={hero.rotatingWords} accessibleText={hero.headlineAccessible} />
          <p className="mt-6 max-w-2xl text-lg text-fg-muted">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={hero.primaryCta.to} className={buttonClass('primary', 'lg')}>
              {hero.primaryCta.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to={hero.secondaryCta.to} className={buttonClass('secondary', 'lg')}>
              {hero.secondaryCta.label}
            </Link>
          </div>
          <dl className="mt-12 grid max-w-xl grid-cols-3 gap-6">
            {hero.metrics.map((metric) => (
              <div key={metric.label} className="flex flex-col-reverse justify-end">
                <dt className="mt-1 text-sm text-fg-muted">{metric.label}</dt>
                <dd className="text-2xl font-bold tracking-tight sm:text-3xl">
                  {metric.value}
                  {metric.qualifier && <span className="text-base font-semibold text-fg-muted"> {metric.qualifier}</span>}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="hidden justify-center lg:flex">
          <NetworkGraphicIsland />
        </div>
      </div>
    </section>
  )
}
