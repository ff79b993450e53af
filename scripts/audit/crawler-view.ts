/** What a crawler sees in a prerendered page with JavaScript off. */
export interface CrawlerView {
  title: string
  description: string
  canonical: string
  ogTitle: string
  twitterCard: string
  h1Count: number
  h1: string
  words: number
}

const decode = (s: string) =>
  s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'")

function attr(html: string, pattern: RegExp): string {
  return decode(pattern.exec(html)?.[1] ?? '')
}

function textOf(fragment: string): string {
  return decode(fragment.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}

export function crawlerView(html: string): CrawlerView {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? ''
  const h1s = [...body.matchAll(/<h1[\s>][\s\S]*?<\/h1>/gi)].map((m) => textOf(m[0]))
  const text = textOf(body)
  return {
    title: decode(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? ''),
    description: attr(html, /<meta name="description" content="([^"]*)"/i),
    canonical: attr(html, /<link rel="canonical" href="([^"]*)"/i),
    ogTitle: attr(html, /<meta property="og:title" content="([^"]*)"/i),
    twitterCard: attr(html, /<meta name="twitter:card" content="([^"]*)"/i),
    h1Count: h1s.length,
    h1: h1s[0] ?? '',
    words: text ? text.split(' ').length : 0,
  }
}
