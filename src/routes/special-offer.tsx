import { createFileRoute } from '@tanstack/react-router'
import { pages, type PageMeta } from '~/content/registry'
import { specialOfferPage } from '~/content/special-offer'
import { OfferSectionView } from '~/features/special-offer/OfferSections'
import { CtaBand, ctaBandButton } from '~/sections/CtaBand'
import { CtaButton } from '~/sections/CtaButton'
import { StatGrid } from '~/sections/StatGrid'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { headOnDemand } from '~/head/on-demand'
import { buttonClass } from '~/ui/button-styles'

const page: PageMeta = pages['/special-offer']

export const Route = createFileRoute('/special-offer')({
  staticData: { islands: true },
  // Its FAQ section becomes FAQPage structured data; the module is part of this page anyway.
  loader: () => import('~/content/special-offer').then((m) => m.specialOfferPage),
  head: ({ loaderData }) => headOnDemand((seo) => seo.pageHead('/special-offer', loaderData)),
  component: SpecialOfferPage,
})

function SpecialOfferPage() {
  const { hero, sections, closing } = specialOfferPage
  return (
    <>
      <PageHeader eyebrow={hero.eyebrow} title={page.heading} description={hero.description}>
        <p className="mt-5 inline-flex rounded-full bg-linear-to-r from-promo to-promo-end px-3 py-1 text-sm font-semibold text-promo-fg">{hero.badge}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <CtaButton cta={hero.primary} className={buttonClass('primary', 'lg')} />
        </div>
        <p className="mt-3 text-sm text-fg-muted">{hero.note}</p>
        <StatGrid items={hero.stats} className="mt-10" />
      </PageHeader>
      {sections.map((section) => (
        <OfferSectionView key={section.id} section={section} />
      ))}
      <CtaBand id="special-offer-closing" heading={closing.heading} text={closing.text}>
        <CtaButton cta={closing.primary} className={ctaBandButton.primary} />
        <p className="basis-full text-sm text-white/90">{closing.note}</p>
      </CtaBand>
    </>
  )
}
