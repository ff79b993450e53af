import { NodeType, parse, type HTMLElement, type Node } from 'node-html-parser'

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

/** The text of an element: its text nodes (entities decoded) one word boundary apart, whitespace collapsed. */
function textOf(element: HTMLElement): string {
  const parts: string[] = []
  const collect = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) parts.push(node.text)
    else node.childNodes.forEach(collect)
  }
  collect(element)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

export function crawlerView(html: string): CrawlerView {
  const document = parse(html, { comment: false })
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? ''
  const body = document.querySelector('body')
  // Scripts and styles are not read as words.
  for (const element of body?.querySelectorAll('script, style') ?? []) element.remove()
  const h1s = body?.querySelectorAll('h1').map(textOf) ?? []
  const text = body ? textOf(body) : ''
  return {
    title: document.querySelector('head title')?.text.trim() ?? '',
    description: attribute('meta[name="description"]', 'content'),
    canonical: attribute('link[rel="canonical"]', 'href'),
    ogTitle: attribute('meta[property="og:title"]', 'content'),
    twitterCard: attribute('meta[name="twitter:card"]', 'content'),
    h1Count: h1s.length,
    h1: h1s[0] ?? '',
    words: text ? text.split(' ').length : 0,
  }
}
