import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/registry'
import { playbooksPage } from '~/content/playbooks'
import { PlaybookGrid } from '~/features/playbooks/PlaybookGrid'
import { CtaBand, ctaBandButton } from '~/sections/CtaBand'
import { CtaButton } from '~/sections/CtaButton'
import { ServiceSectionView } from '~/sections/ServiceSections'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { headOnDemand } from '~/head/on-demand'
import { buttonClass } from '~/ui/button-styles'

const page: PageMeta = pages['/playbooks']

export const Route = createFileRoute('/playbooks')({
  staticData: { islands: true },
  head: () => headOnDemand((seo) => seo.pageHead('/playbooks')),
  component: PlaybooksPage,
})

function PlaybooksPage() {
  const { hero, playbooks, tools, guides, closing } = playbooksPage
  return (
    <>
      <PageHeader eyebrow={hero.eyebrow} title={page.heading} description={hero.description}>
        <div className="mt-8 flex flex-wrap gap-3">
          <CtaButton cta={hero.primary} className={buttonClass('primary', 'lg')} />
          <CtaButton cta={hero.secondary} className={buttonClass('secondary', 'lg')} />
        </div>
        <p className="mt-3 text-sm text-fg-muted">{hero.note}</p>
      </PageHeader>
      <PlaybookGrid section={playbooks} />
      <ServiceSectionView section={tools} />
      <ServiceSectionView section={guides} />
      <CtaBand id="playbooks-closing" heading={closing.heading} text={closing.text}>
        <CtaButton cta={closing.primary} className={ctaBandButton.primary} />
        <p className="basis-full text-sm text-white/90">{closing.note}</p>
      </CtaBand>
    </>
  )
}
