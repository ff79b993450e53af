/**
 * The readable text of a prerendered page, by heading: what a visitor reads in the page's
 * <main>, split where a heading with an id starts (the ids a link can point at). Reads the
 * HTML React renders for a page (well-formed, attributes quoted), so a small tokenizer
 * is enough; nothing here runs in the browser.
 */

/** The text under one heading that has an id (or the page's opening text, before any). */
export interface PageSection {
  /** 2-6; 1 for the page's opening text. */
  level: number
  heading: string
  /** The heading's id on the page ('' for the opening text). */
  anchor: string
  /** Blocks of text in reading order: paragraphs, list items, table rows, headings without an id. */
  blocks: string[]
}

/** Elements whose content is never read as page text. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'form', 'button', 'select', 'textarea', 'iframe', 'video', 'audio', 'canvas'])
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
/** Elements that end a block of text. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
  'footer', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
])
const HEADING = /^h([1-6])$/

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'" }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const known = ENTITIES[name.toLowerCase()]
    if (known !== undefined) return known
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10))
    return whole
  })
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)
  return match ? decodeEntities(match[1] ?? '') : undefined
}

/** Collapses white space; '' for a block with no words. */
function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** The part of a page inside <main>…</main> (the header, footer and chat stay out). */
export function mainHtml(html: string): string {
  const start = html.search(/<main[\s>]/)
  const end = html.lastIndexOf('</main>')
  if (start < 0 || end < start) throw new Error('the page has no <main> element')
  return html.slice(start, end + '</main>'.length)
}

const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)|</g

/**
 * The sections of a page's <main>: a new one starts at every h2-h6 with an id. Headings
 * without an id stay in the text as a block of their own. Content hidden from everyone
 * (aria-hidden="true", the hidden attribute), form controls, and what a page marks
 * `data-assistant-skip` (teasers of other pages, e.g. an article's related articles) are left out.
 */
export function pageSections(html: string): PageSection[] {
  const sections: PageSection[] = [{ level: 1, heading: '', anchor: '', blocks: [] }]
  let current = sections[0]!
  let line = ''
  type Heading = { level: number; id: string | undefined; text: string }
  const stack: { tag: string; heading?: Heading }[] = []
  /** While set, the stack depth of the element whose content is skipped. */
  let skipFrom: number | null = null
  let heading: Heading | undefined

  const endBlock = () => {
    const text = clean(line)
    if (text) current.blocks.push(text)
    line = ''
  }
  const breakLine = () => {
    if (heading) heading.text += ' '
    else endBlock()
  }

  for (const match of mainHtml(html).matchAll(TOKEN)) {
    const [whole, closing, rawTag, attributes = '', selfClosing, text] = match
    if (whole.startsWith('<!--')) continue
    if (text !== undefined || rawTag === undefined) {
      if (skipFrom !== null) continue
      const value = decodeEntities(text ?? whole)
      if (heading) heading.text += value
      else line += value
      continue
    }
    const tag = rawTag.toLowerCase()
    if (closing) {
      // Close up to the matching element (React's output is balanced; this only guards).
      const index = stack.findLastIndex((open) => open.tag === tag)
      if (index < 0) continue
      const open = stack[index]
      stack.length = index
      if (skipFrom !== null) {
        if (index <= skipFrom) skipFrom = null
        continue
      }
      if (open?.heading) {
        const done = open.heading
        heading = undefined
        const title = clean(done.text)
        if (!title || done.level < 2) continue
        endBlock()
        if (done.id) {
          current = { level: done.level, heading: title, anchor: done.id, blocks: [] }
          sections.push(current)
        } else {
          current.blocks.push(title)
        }
        continue
      }
      if (BLOCK.has(tag)) breakLine()
      continue
    }
    if (VOID.has(tag) || selfClosing) {
      if (skipFrom === null && BLOCK.has(tag)) breakLine()
      continue
    }
    const entry: (typeof stack)[number] = { tag }
    stack.push(entry)
    if (skipFrom !== null) continue
    const names = ` ${attributes.replace(/="[^"]*"/g, '')} `
    const hidden = attribute(attributes, 'aria-hidden') === 'true' || /\s(?:hidden|data-assistant-skip)\s/.test(names)
    if (SKIPPED.has(tag) || hidden) {
      skipFrom = stack.length - 1
      continue
    }
    const level = HEADING.exec(tag)
    if (level) {
      endBlock()
      heading = { level: Number(level[1]), id: attribute(attributes, 'id'), text: '' }
      entry.heading = heading
    } else if (BLOCK.has(tag)) {
      breakLine()
    }
  }
  endBlock()
  return sections.filter((section) => section.blocks.length > 0 || section.anchor !== '')
}
