import type { ServicePageContent } from '~/content/service-page'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { buttonClass } from '~/ui/button-styles'
import { CtaBand, ctaBandButton } from './CtaBand'
import { CtaButton } from './CtaButton'
import { ServiceSectionView } from './ServiceSections'
import { StatGrid } from './StatGrid'

/**
 * A complete service or industry page: its h1 from the page registry, the rest from its content module.
 * With `chartResults`, the hero's tiles also draw the changes among their figures as bars.
 */
export function ServicePage({ heading, content, chartResults = false }: { heading: string; content: ServicePageContent; chartResults?: boolean }) {
  const { hero, sections, closing } = content
  return (
    <>
      <PageHeader eyebrow={hero.eyebrow} title={heading} description={hero.description}>
        <div className="mt-8 flex flex-wrap gap-3">
          <CtaButton cta={hero.primary} className={buttonClass('primary', 'lg')} />
          {hero.secondary && <CtaButton cta={hero.secondary} className={buttonClass('secondary', 'lg')} />}
        </div>
        <StatGrid items={hero.stats} bars={chartResults} className="mt-10" />
      </PageHeader>
      {sections.map((section) => (
        <ServiceSectionView key={section.id} section={section} />
      ))}
      <CtaBand id={`${content.path.replace(/\W+/g, '-')}-closing`} heading={closing.heading} text={closing.text}>
        <CtaButton cta={closing.primary} className={ctaBandButton.primary} />
        {closing.secondary && <CtaButton cta={closing.secondary} className={ctaBandButton.secondary} />}
      </CtaBand>
    </>
  )
}
