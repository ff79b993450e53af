/**
 * Turns the head() entries of the matched routes into tags: as an HTML string when
 * prerendering, and into the live document after each client-side navigation.
 */
import { seoHead } from './seo'

interface MatchWithHead {
  meta?: unknown
  links?: unknown
}

type Tag = { kind: 'meta'; key: 'name' | 'property'; id: string; content: string } | { kind: 'link'; rel: string; href: string }

export interface HeadData {
  title: string
  tags: Tag[]
}

const notFoundHead = seoHead({
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved. Try the home page or browse the sitemap.',
  ogUrl: '/404',
})

export function collectHead(matches: readonly MatchWithHead[]): HeadData {
  let title = ''
  const metaById = new Map<string, Tag>()
  const linkByRel = new Map<string, Tag>()
  // Deeper routes win over their parents for the same tag.
  const withHead = matches.filter((m) => Array.isArray(m.meta) && m.meta.length > 0)
  const sources = withHead.length > 0 ? withHead : [notFoundHead]
  for (const match of sources) {
    for (const entry of (match.meta as Record<string, string>[] | undefined) ?? []) {
      if (entry.title) title = entry.title
      else if (entry.name && entry.content !== undefined) metaById.set(`name:${entry.name}`, { kind: 'meta', key: 'name', id: entry.name, content: entry.content })
      else if (entry.property && entry.content !== undefined)
        metaById.set(`property:${entry.property}`, { kind: 'meta', key: 'property', id: entry.property, content: entry.content })
    }
    for (const link of (match.links as Record<string, string>[] | undefined) ?? []) {
      if (link.rel && link.href) linkByRel.set(link.rel, { kind: 'link', rel: link.rel, href: link.href })
    }
  }
  return { title, tags: [...metaById.values(), ...linkByRel.values()] }
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export function headToHtml(head: HeadData): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`]
  for (const tag of head.tags) {
    lines.push(
      tag.kind === 'meta'
        ? `<meta ${tag.key}="${escapeHtml(tag.id)}" content="${escapeHtml(tag.content)}" data-head="page">`
        : `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}" data-head="page">`,
    )
  }
  return lines.join('\n    ')
}

/** Replaces the page-specific tags of the live document with the new page's. */
export function applyHeadToDocument(head: HeadData, doc: Document = document): void {
  if (head.title) doc.title = head.title
  doc.head.querySelectorAll('[data-head="page"]').forEach((el) => el.remove())
  for (const tag of head.tags) {
    const el = doc.createElement(tag.kind)
    if (tag.kind === 'meta') {
      el.setAttribute(tag.key, tag.id)
      el.setAttribute('content', tag.content)
    } else {
      el.setAttribute('rel', tag.rel)
      el.setAttribute('href', tag.href)
    }
    el.setAttribute('data-head', 'page')
    doc.head.append(el)
  }
}
