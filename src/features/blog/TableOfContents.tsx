import { articlePage } from '~/content/article-page'
import { cardClass } from '~/ui/Card'
import { ChevronDown, ListTree } from '~/ui/icons'
import { island } from '~/lib/island'
import type { TocEntry } from './load-article'
import { useActiveSection } from './use-active-section'

interface TableOfContentsProps {
  entries: readonly TocEntry[]
  active: string | undefined
}

function TocLinks({ entries, active }: TableOfContentsProps) {
  return (
    <ol className="space-y-1 border-l border-border">
      {entries.map((entry) => {
        const current = entry.id === active
        return (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              aria-current={current ? 'location' : undefined}
              className={`-ml-px block border-l-2 py-1.5 pr-2 pl-4 text-sm transition-colors motion-reduce:transition-none ${
                current ? 'border-primary font-semibold text-primary' : 'border-transparent text-fg-muted hover:border-border hover:text-fg'
              }`}
            >
              {entry.title}
            </a>
          </li>
        )
      })}
    </ol>
  )
}

/**
 * The article's sections as in-page links, the one being read marked (aria-current).
 * Phones and tablets: a collapsible <details> above the text. Wide screens (lg+): a
 * list that stays in view beside the text. Only one of the two is ever displayed.
 * The links land each heading below the sticky site header: the document's
 * scroll-padding-top (src/styles.css) is the header's height plus 1rem.
 */
export function TableOfContents({ entries, active, variant }: TableOfContentsProps & { variant: 'inline' | 'sidebar' }) {
  if (entries.length === 0) return null
  if (variant === 'sidebar')
    return (
      <nav aria-label={articlePage.toc.label} className="hidden lg:block">
        <p className="mb-3 flex items-center gap-2 text-sm font-bold tracking-wide text-fg uppercase">
          <ListTree aria-hidden="true" className="size-4 text-primary" />
          {articlePage.toc.heading}
        </p>
        <TocLinks entries={entries} active={active} />
      </nav>
    )
  return (
    <nav aria-label={articlePage.toc.label} className="lg:hidden">
      <details className={cardClass('group')}>
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 font-semibold [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2">
            <ListTree aria-hidden="true" className="size-4 text-primary" />
            {articlePage.toc.heading}
          </span>
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        </summary>
        <div className="px-5 pb-4">
          <TocLinks entries={entries} active={active} />
        </div>
      </details>
    </nav>
  )
}

/** The contents with the section being read marked, each of the two following the reader on its own. */
export function ArticleContents({ entries, variant }: { entries: readonly TocEntry[]; variant: 'inline' | 'sidebar' }) {
  const active = useActiveSection(entries.map((entry) => entry.id))
  return <TableOfContents entries={entries} active={active} variant={variant} />
}

export const ArticleContentsIsland = island('article/article-contents', ArticleContents)
