/** The share card of a page of the site (apart from share-image.ts, which the build's Node scripts read without the site's settings). */
import { site } from '~/config/site'
import type { ShareCard } from './share-image'

/** The card the build draws for a page: the same object gives the image and its alt text. */
export function shareCardOf(page: { heading: string; section: string }): ShareCard {
  return { brand: site.brandName, kicker: page.section === 'Main' ? undefined : page.section, title: page.heading, footer: site.tagline }
}

