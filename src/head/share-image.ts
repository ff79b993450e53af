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
