import type { IslandParts } from '~/lib/island-names'
import { BackButton } from '~/ui/page-header/BackButton'
import { StickyPageBar } from '~/ui/page-header/StickyPageBar'

/** The islands of a page header with Back (services, industries, articles, case studies). */
export default {
  'back-button': BackButton,
  'page-bar': StickyPageBar,
} satisfies IslandParts<'page-header'>
