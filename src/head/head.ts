/**
 * Turns the head() entries of the matched routes into tags: as an HTML string when
 * prerendering, and into the live document after each client-side navigation.
 */
import { seoHead } from './seo'

interface MatchWithHead {
  meta?: unknown
  links?: unknown
  /** head().scripts, as the router stores them on a match. */
  headScripts?: unknown
  /** head().scripts, when a head() result itself is passed (tests). */
  scripts?: unknown
}

type Tag =
  | { kind: 'meta'; key: 'name' | 'property'; id: string; content: string }
  | { kind: 'link'; rel: string; href: string; type?: string; title?: string }
  /** Structured data: a head() script `{ type: 'application/ld+json', children: json }`. */
  | { kind: 'jsonld'; json: string }

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
  let jsonLd: Tag[] = []
  // Deeper routes win over their parents for the same tag.
  const withHead = matches.filter((m) => Array.isArray(m.meta) && m.meta.length > 0)
  const sources: readonly MatchWithHead[] = withHead.length > 0 ? withHead : [notFoundHead]
  for (const match of sources) {
    for (const entry of (match.meta as Record<string, string>[] | undefined) ?? []) {
      if (entry.title) title = entry.title
      else if (entry.name && entry.content !== undefined) metaById.set(`name:${entry.name}`, { kind: 'meta', key: 'name', id: entry.name, content: entry.content })
      else if (entry.property && entry.content !== undefined)
        metaById.set(`property:${entry.property}`, { kind: 'meta', key: 'property', id: entry.property, content: entry.content })
    }
    const scripts = ((match.headScripts ?? match.scripts) as Record<string, unknown>[] | undefined) ?? []
    const ownJsonLd = scripts.flatMap((script): Tag[] =>
      script.type === 'application/ld+json' && typeof script.children === 'string' ? [{ kind: 'jsonld', json: script.children }] : [],
    )
    if (ownJsonLd.length > 0) jsonLd = ownJsonLd
    for (const link of (match.links as Record<string, string>[] | undefined) ?? []) {
      if (link.rel && link.href)
        linkByRel.set(`${link.rel} ${link.type ?? ''}`, {
          kind: 'link',
          rel: link.rel,
          href: link.href,
          ...(link.type ? { type: link.type } : {}),
          ...(link.title ? { title: link.title } : {}),
        })
    }
  }
  return { title, tags: [...metaById.values(), ...linkByRel.values(), ...jsonLd] }
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** JSON inside <script>: no "</script>" or "<!--" can end or change the element. */
function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

function tagToHtml(tag: Tag): string {
  if (tag.kind === 'meta') return `<meta ${tag.key}="${escapeHtml(tag.id)}" content="${escapeHtml(tag.content)}" data-head="page">`
  if (tag.kind === 'jsonld') return `<script type="application/ld+json" data-head="page">${scriptSafeJson(tag.json)}</script>`
  const extra = `${tag.type ? ` type="${escapeHtml(tag.type)}"` : ''}${tag.title ? ` title="${escapeHtml(tag.title)}"` : ''}`
  return `<link rel="${escapeHtml(tag.rel)}"${extra} href="${escapeHtml(tag.href)}" data-head="page">`
}

export function headToHtml(head: HeadData): string {
  return [`<title>${escapeHtml(head.title)}</title>`, ...head.tags.map(tagToHtml)].join('\n    ')
}

/** Replaces the page-specific tags of the live document with the new page's. */
export function applyHeadToDocument(head: HeadData, doc: Document = document): void {
  if (head.title) doc.title = head.title
  doc.head.querySelectorAll('[data-head="page"]').forEach((el) => el.remove())
  for (const tag of head.tags) {
    const el = doc.createElement(tag.kind === 'jsonld' ? 'script' : tag.kind)
    if (tag.kind === 'meta') {
      el.setAttribute(tag.key, tag.id)
      el.setAttribute('content', tag.content)
    } else if (tag.kind === 'jsonld') {
      // A data block: never executed, so the CSP's script-src does not apply.
      el.setAttribute('type', 'application/ld+json')
      el.textContent = tag.json
    } else {
      el.setAttribute('rel', tag.rel)
      if (tag.type) el.setAttribute('type', tag.type)
      if (tag.title) el.setAttribute('title', tag.title)
      el.setAttribute('href', tag.href)
    }
    el.setAttribute('data-head', 'page')
    doc.head.append(el)
  }
}
