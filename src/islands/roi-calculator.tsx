import type { IslandParts } from '~/lib/island-names'
import { RoiCalculator } from '~/features/roi-calculator/RoiCalculator'

/** The islands of the ROI calculator's page. */
export default {
  calculator: RoiCalculator,
} satisfies IslandParts<'roi-calculator'>
