import type { IslandParts } from '~/lib/island-names'
import { NetworkGraphic } from '~/features/home/NetworkGraphic'
import { OverviewButton, OverviewDialog } from '~/features/home/OverviewDialog'
import { ServiceFlipCard } from '~/features/home/ServiceFlipCards'
import { HomeServicesHub } from '~/features/home/ServicesHub'
import { UpcomingWebinars } from '~/features/home/UpcomingWebinars'

/** The islands of the home page. */
export default {
  'network-graphic': NetworkGraphic,
  'flip-card': ServiceFlipCard,
  'services-hub': HomeServicesHub,
  'upcoming-webinars': UpcomingWebinars,
  'overview-dialog': OverviewDialog,
  'overview-button': OverviewButton,
} satisfies IslandParts<'home'>
