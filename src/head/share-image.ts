/**
 * Every page's own share image (og:image, twitter:image): its title on the brand's card,
 * 1200x630, written by the build (scripts/og-images) at the path given here.
 */
export const shareImageSize = { width: 1200, height: 630 } as const

/** '/' → '/og/home.jpg', '/services/sales-ai' → '/og/services-sales-ai.jpg'. */
export function shareImagePath(pagePath: string): string {
  const name = pagePath.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'home'
  return `/og/${name}.jpg`
}

/** What one share card draws (scripts/og-images/render-card.ts): brand, the page's section, its heading, the tagline. */
export interface ShareCard {
  brand: string
  /** The page's section ('Services', 'Blog', …); none on the main pages. */
  kicker?: string | undefined
  title: string
  footer: string
}

/** A footer that repeats the title is not drawn (the home page's heading is the tagline itself). */
export const drawnFooter = (card: ShareCard): string => (card.footer === card.title ? '' : card.footer)

/**
 * The card's alt text: what it shows, in reading order ('Meridian AI · Resources: Upcoming
 * Webinars. Implement AI. Slash Costs. Accelerate Revenue.'), read from the card itself, so
 * the text a visitor hears is the one the image shows, never the page's title instead.
 */
export function shareCardAlt(card: ShareCard): string {
  const footer = drawnFooter(card)
  const title = /[.!?]$/.test(card.title) ? card.title : `${card.title}.`
  return `${card.brand}${card.kicker ? ` · ${card.kicker}` : ''}: ${title}${footer ? ` ${footer}` : ''}`
}
