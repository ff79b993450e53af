/**
 * The readable text of a prerendered page, by heading: what a visitor reads in the page's
 * <main>, split where a heading with an id starts (the ids a link can point at). Reads the
 * HTML React renders for a page (well-formed, attributes quoted), so a small tokenizer
 * is enough; nothing here runs in the browser.
 *
 * Word boundaries follow what the page shows, not the markup's text nodes: a chip, a card,
 * a table cell or a flex item is a box of its own on screen, so its text never runs into
 * its neighbour's ("PostgreSQL" and "Snowflake" side by side are two words, not one).
 * Without the stylesheet, a box is told by its tag (block elements) or by the layout
 * utility classes it carries (`flex`, `grid`, `block`, `inline-flex`...), and every child
 * of a flex or grid container is a box too, as CSS makes it one.
 */

/** The text under one heading that has an id (or the page's opening text, before any). */
export interface PageSection {
  /** 2-6; 1 for the page's opening text. */
  level: number
  heading: string
  /** The heading's id on the page ('' for the opening text). */
  anchor: string
  /** Blocks of text in reading order: paragraphs, list items, table cells, boxes, headings without an id. */
  blocks: string[]
}

/** Elements whose content is never read as page text: code, media, form controls, and navigation. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'form', 'button', 'select', 'textarea', 'iframe', 'video', 'audio', 'canvas', 'nav'])
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
/** Elements that end a block of text. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
  'footer', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
])
const HEADING = /^h([1-6])$/
/** A layout utility that makes an element a box of its own (at any breakpoint: `md:grid`). */
const BOX_CLASS = /^(?:[\w-[\]]+:)*(?:block|inline-block|flex|inline-flex|grid|inline-grid|table|table-row|table-cell|list-item|flow-root)$/
/** A layout utility whose children are boxes (flex and grid items are blockified). */
const CONTAINER_CLASS = /^(?:[\w-[\]]+:)*(?:flex|inline-flex|grid|inline-grid)$/

/** Tailwind's breakpoints, narrowest first; `min-[…]` ones count as wider than none. */
const BREAKPOINTS = ['', 'min-[]', 'sm', 'md', 'lg', 'xl', '2xl']
const DISPLAY = /^(?:hidden|block|inline|inline-block|flex|inline-flex|grid|inline-grid|contents|flow-root|list-item|table(?:-[a-z-]+)?)$/

/**
 * Whether the layout utilities hide an element at the widest breakpoint: a page that draws
 * one thing twice, for narrow and wide screens (`sm:hidden` beside `hidden sm:block`), is
 * read once, as on a wide screen. Utilities under any other variant (`dark:`, `hover:`)
 * are left aside.
 */
function hiddenWhenWide(classes: readonly string[]): boolean {
  let widest = -1
  let display = ''
  for (const name of classes) {
    const parts = name.split(':')
    const utility = parts.pop() ?? ''
    if (parts.length > 1 || !DISPLAY.test(utility)) continue
    const rank = BREAKPOINTS.indexOf((parts[0] ?? '').replace(/^min-\[.*\]$/, 'min-[]'))
    if (rank > widest) {
      widest = rank
      display = utility
    }
  }
  return display === 'hidden'
}

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

/** An open element, as far as reading its text needs to know. */
interface OpenElement {
  tag: string
  /** A box of its own on screen: its text is a block, never glued to its neighbours'. */
  box: boolean
  /** A flex or grid container: each child is a box. */
  container: boolean
  heading?: { level: number; id: string | undefined; text: string }
  /** A link drawn as a button or a standalone arrow link: a control, left out unless it holds boxes (a card). */
  control?: { blocks: number; holdsBoxes: boolean }
}

/**
 * Whether an element is out of sight with its content: hidden from everyone (aria-hidden="true",
 * the hidden attribute, except a tab panel that is only waiting for its tab; hidden on a wide
 * screen), or marked `data-assistant-skip` by its page (teasers of other pages, e.g. an
 * article's related articles, or a band repeated on every page of a kind).
 */
function outOfSight(attributes: string, classes: readonly string[]): boolean {
  if (attribute(attributes, 'aria-hidden') === 'true' || hiddenWhenWide(classes)) return true
  const names = ` ${attributes.replace(/="[^"]*"/g, '')} `
  if (/\sdata-assistant-skip\s/.test(names)) return true
  return /\shidden\s/.test(names) && attribute(attributes, 'role') !== 'tabpanel'
}

/**
 * A link that is a control rather than text: one drawn as a box of its own (a button, an
 * "Explore ..." arrow link) that does not open a mail or a call. A link inside a sentence
 * is part of the sentence; a link that holds boxes is a card, read as one.
 */
function isControlLink(tag: string, attributes: string, ownBox: boolean): boolean {
  if (tag !== 'a' || !ownBox) return false
  const href = attribute(attributes, 'href') ?? ''
  return !/^(?:mailto|tel):/i.test(href)
}

/**
 * The sections of a page's <main>: a new one starts at every h2-h6 with an id. Headings
 * without an id stay in the text as a block of their own. Content hidden from everyone,
 * form controls, navigation, links drawn as controls, and what a page marks
 * `data-assistant-skip` are left out; an image made of markup (role="img") reads as its
 * label, as a screen reader reads it.
 */
export function pageSections(html: string): PageSection[] {
  const sections: PageSection[] = [{ level: 1, heading: '', anchor: '', blocks: [] }]
  let current = sections[0]!
  let line = ''
  const stack: OpenElement[] = []
  /** While set, the stack depth of the element whose content is skipped. */
  let skipFrom: number | null = null
  let heading: OpenElement['heading']

  const endBlock = () => {
    const text = clean(line)
    if (text) current.blocks.push(text)
    line = ''
  }
  const breakLine = () => {
    if (heading) heading.text += ' '
    else endBlock()
  }
  const openControl = () => stack.findLast((open) => open.control)?.control

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
      const open = stack[index]!
      stack.length = index
      if (skipFrom !== null) {
        if (index <= skipFrom) skipFrom = null
        continue
      }
      if (open.heading) {
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
      if (open.control && !open.control.holdsBoxes) {
        // A control's label is not page text: drop what it wrote.
        line = ''
        current.blocks.length = Math.min(current.blocks.length, open.control.blocks)
        continue
      }
      if (open.box) breakLine()
      continue
    }
    const parent = stack.at(-1)
    const classes = (attribute(attributes, 'class') ?? '').split(/\s+/)
    const ownBox = BLOCK.has(tag) || classes.some((name) => BOX_CLASS.test(name))
    if (VOID.has(tag) || selfClosing) {
      if (skipFrom === null && BLOCK.has(tag)) breakLine()
      continue
    }
    const entry: OpenElement = { tag, box: ownBox || Boolean(parent?.container), container: classes.some((name) => CONTAINER_CLASS.test(name)) }
    stack.push(entry)
    if (skipFrom !== null) continue
    if (outOfSight(attributes, classes)) {
      skipFrom = stack.length - 1
      continue
    }
    if (attribute(attributes, 'role') === 'img') {
      // Read as its label, as a screen reader reads it; its parts (axis ticks, bars) are not text.
      breakLine()
      const label = attribute(attributes, 'aria-label') ?? ''
      if (heading) heading.text += label
      else line += label
      breakLine()
      skipFrom = stack.length - 1
      continue
    }
    if (SKIPPED.has(tag)) {
      skipFrom = stack.length - 1
      continue
    }
    const level = HEADING.exec(tag)
    if (level) {
      endBlock()
      heading = { level: Number(level[1]), id: attribute(attributes, 'id'), text: '' }
      entry.heading = heading
      const control = openControl()
      if (control) control.holdsBoxes = true
      continue
    }
    if (ownBox) {
      const control = openControl()
      if (control) control.holdsBoxes = true
    }
    if (entry.box) breakLine()
    if (!heading && isControlLink(tag, attributes, ownBox)) entry.control = { blocks: current.blocks.length, holdsBoxes: false }
  }
  endBlock()
  return sections.filter((section) => section.blocks.length > 0 || section.anchor !== '')
}
