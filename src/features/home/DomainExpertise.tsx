import { Link } from '~/ui/Link'
import { domainExpertise } from '~/content/home'
import { SectionHeading } from '~/ui/SectionHeading'
import { cardClass } from '~/ui/Card'
import { ArrowRight } from '~/ui/icons'
import { Reveal } from '~/ui/Reveal'
import { pageTo } from '~/ui/page-link'

export function DomainExpertise() {
  return (
    <section aria-labelledby="domain-expertise" className="render-when-near border-y border-border bg-bg-subtle">
      <div className="container-page py-20">
        <SectionHeading id="domain-expertise" title={domainExpertise.heading} intro={domainExpertise.intro} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {domainExpertise.industries.map((industry, i) => (
            <Reveal as="li" key={industry.to} delay={i * 0.1}>
              <Link to={pageTo(industry.to)} className={cardClass('group flex h-full flex-col p-6', { interactive: true })}>
                <span className="flex items-center justify-between text-lg font-bold">
                  {industry.name}
                  <ArrowRight aria-hidden="true" className="size-5 text-primary transition-transform group-hover:translate-x-1" />
                </span>
                <span className="mt-2 text-sm text-fg-muted">{industry.description}</span>
              </Link>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
