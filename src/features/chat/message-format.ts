import { familyPrefix, isArticleSlug, isPagePath, type PagePath } from '~/content/registry'

/**
 * A reply from the model, read as plain text and split into a minimal, safe structure:
 * paragraphs (line breaks kept), bulleted or numbered lists, and links to the site's own
 * pages where a reply names one by its path ('/services/sales-ai'). Nothing else in the
 * text means anything: markup stays visible text, and any other URL stays plain text.
 */

export type Inline = { kind: 'text'; text: string } | { kind: 'link'; to: PagePath; text: string }

export type Block = { kind: 'paragraph'; inlines: Inline[] } | { kind: 'list'; ordered: boolean; items: Inline[][] }

/** A path that starts a word (not part of a URL or another path) and is made of slug segments. */
const PATH = /(?<![\w/.:@#?=&%-])\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*(?![\w/-])/g

const BULLET = /^\s*[-*•]\s+/
const NUMBERED = /^\s*\d{1,2}[.)]\s+/

/** A line's text with the site's own page paths as links. */
export function inlines(text: string): Inline[] {
  const parts: Inline[] = []
  let last = 0
  for (const match of text.matchAll(PATH)) {
    const path = match[0]
    if (!isPagePath(path)) continue
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) })
    parts.push({ kind: 'link', to: path, text: path })
    last = match.index + path.length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}

/** The blocks of a reply: blank lines separate paragraphs; runs of '- ' or '1. ' lines are lists. */
export function formatReply(text: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  let list: { ordered: boolean; items: string[] } | null = null

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', inlines: inlines(paragraph.join('\n')) })
    paragraph = []
  }
  const flushList = () => {
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(inlines) })
    list = null
  }

  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line) ?? NUMBERED.exec(line)
    if (bullet) {
      const ordered = !BULLET.test(line)
      flushParagraph()
      if (list && list.ordered !== ordered) flushList()
      list ??= { ordered, items: [] }
      list.items.push(line.slice(bullet[0].length))
    } else if (line.trim() === '') {
      flushParagraph()
      flushList()
    } else if (list && /^\s{2,}\S/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`
    } else {
      flushList()
      paragraph.push(line)
    }
  }
  flushParagraph()
  flushList()
  return blocks
}

/** Whether a path is one of the site's pages in the registry (an article included): a source must be. */
export function isSitePath(path: string): boolean {
  if (isPagePath(path)) return true
  return path.startsWith(familyPrefix.article) && isArticleSlug(path.slice(familyPrefix.article.length))
}
