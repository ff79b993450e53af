import { createFileRoute } from '@tanstack/react-router'
import { Link } from '~/ui/Link'
import { ctaBand, processCycle, revenueHub, techHub } from '~/content/home'
import { DomainExpertise } from '~/features/home/DomainExpertise'
import { Hero } from '~/features/home/Hero'
import { OVERVIEW_DIALOG_ID, OverviewDialog, openOverview } from '~/features/home/OverviewDialog'
import { ServiceFlipCards } from '~/features/home/ServiceFlipCards'
import { ServicesHub } from '~/features/home/ServicesHub'
import { TrustedBy } from '~/features/home/TrustedBy'
import { UpcomingWebinars } from '~/features/home/UpcomingWebinars'
import { CtaBand, ctaBandButton } from '~/sections/CtaBand'
import { ProcessCycle } from '~/sections/ProcessCycle'
import { headOnDemand } from '~/head/on-demand'
import { PlayCircle } from '~/ui/icons'

export const Route = createFileRoute('/')({
  // The webinars (shown as cards) become Event structured data; the module is part of this page anyway.
  loader: () => import('~/content/webinars'),
  head: ({ loaderData }) => headOnDemand((seo) => seo.pageHead('/', { webinars: loaderData })),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <Hero />
      <ServiceFlipCards />
      <ServicesHub hub={techHub} />
      <ServicesHub hub={revenueHub} />
      <DomainExpertise />
      <UpcomingWebinars />
      <ProcessCycle id="process-cycle" {...processCycle} />
      <CtaBand id="home-cta" heading={ctaBand.heading} text={ctaBand.text}>
        <Link to="/contact" search={{ topic: ctaBand.primary.topic }} className={ctaBandButton.primary}>
          {ctaBand.primary.label}
        </Link>
        <button type="button" command="show-modal" commandfor={OVERVIEW_DIALOG_ID} onClick={openOverview} className={ctaBandButton.secondary} aria-haspopup="dialog">
          <PlayCircle aria-hidden="true" className="size-5" />
          {ctaBand.secondary.label}
        </button>
      </CtaBand>
      <OverviewDialog />
      <TrustedBy />
    </>
  )
}
