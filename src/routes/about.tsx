import { createFileRoute } from '@tanstack/react-router'
import { aboutClosing } from '~/content/about'
import { pages, type PageMeta } from '~/content/registry'
import { MissionSection, TeamSection, ValuesSection } from '~/features/about/AboutSections'
import { CtaBand, ctaBandButton } from '~/sections/CtaBand'
import { CtaButton } from '~/sections/CtaButton'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { headOnDemand } from '~/head/on-demand'

const page: PageMeta = pages['/about']

export const Route = createFileRoute('/about')({
  staticData: { islands: true },
  head: () => headOnDemand((seo) => seo.pageHead('/about')),
  component: AboutPage,
})

function AboutPage() {
  return (
    <>
      <PageHeader title={page.heading} description={page.intro} />
      <MissionSection />
      <ValuesSection />
      <TeamSection />
      <CtaBand id="about-closing" heading={aboutClosing.heading} text={aboutClosing.text}>
        <CtaButton cta={aboutClosing.primary} className={ctaBandButton.primary} />
      </CtaBand>
    </>
  )
}
