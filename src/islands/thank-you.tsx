import type { IslandParts } from '~/lib/island-names'
import { ThankYouMessage } from '~/features/lead-capture/ThankYouMessage'

/** The islands of the thank-you page. */
export default {
  message: ThankYouMessage,
} satisfies IslandParts<'thank-you'>
