import { createFileRoute } from '@tanstack/react-router'
import { Link } from '~/ui/Link'
import { ctaBand, processCycle } from '~/content/home'
import { DomainExpertise } from '~/features/home/DomainExpertise'
import { Hero } from '~/features/home/Hero'
import { OverviewButtonIsland, OverviewDialogIsland } from '~/features/home/OverviewDialog'
import { ServiceFlipCards } from '~/features/home/ServiceFlipCards'
import { ServicesHubIsland } from '~/features/home/ServicesHub'
import { TrustedBy } from '~/features/home/TrustedBy'
import { UpcomingWebinarsIsland } from '~/features/home/UpcomingWebinars'
import { CtaBand, ctaBandButton } from '~/sections/CtaBand'
import { ProcessCycle } from '~/sections/ProcessCycle'
import { headOnDemand } from '~/head/on-demand'

export const Route = createFileRoute('/')({
  // The webinars (shown as cards) become Event structured data; the module is part of this page anyway.
  loader: () => import('~/content/webinars'),
  // A visitor who lands on the home page hydrates only its islands (src/lib/island.tsx).
  staticData: { islands: true },
  head: ({ loaderData }) => headOnDemand((seo) => seo.pageHead('/', { webinars: loaderData })),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <Hero />
      <ServiceFlipCards />
      <ServicesHubIsland hub="tech" />
      <ServicesHubIsland hub="revenue" />
      <DomainExpertise />
      <UpcomingWebinarsIsland />
      <ProcessCycle id="process-cycle" {...processCycle} />
      <CtaBand id="home-cta" heading={ctaBand.heading} text={ctaBand.text}>
        <Link to="/contact" search={{ topic: ctaBand.primary.topic }} className={ctaBandButton.primary}>
          {ctaBand.primary.label}
        </Link>
        <OverviewButtonIsland label={ctaBand.secondary.label} />
      </CtaBand>
      <OverviewDialogIsland />
      <TrustedBy />
    </>
  )
}
