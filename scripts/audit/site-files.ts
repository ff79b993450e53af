/** What the audit reads from a build's own files, through an HTML/XML parser. */
import { parse } from 'node-html-parser'

/** The site paths a sitemap lists, in its order ('/', '/contact', ...). */
export function sitemapPaths(xml: string): string[] {
  return parse(xml)
    .querySelectorAll('url > loc')
    .map((loc) => new URL(loc.text.trim()).pathname)
}

/** The build's `<meta name="site-mode">` ('demo' or 'production'), or 'unknown'. */
export function siteModeOf(html: string): string {
  return parse(html).querySelector('meta[name="site-mode"]')?.getAttribute('content')?.trim() || 'unknown'
}
