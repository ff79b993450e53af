import { type LinkProps } from '@tanstack/react-router'
import { Link } from '~/ui/Link'
import type { MDXComponents } from 'mdx/types'
import { createContext, useContext, useId, type ComponentPropsWithoutRef } from 'react'
import { cardClass } from '~/ui/Card'
import { Quote } from '~/ui/icons'

/** A site path ("/contact", "/case-studies/notion#results"), as opposed to an outside address or an in-page anchor. */
function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

function ArticleLink({ href = '', children, ...props }: ComponentPropsWithoutRef<'a'>) {
  const className = 'font-semibold text-primary underline decoration-primary/40 underline-offset-3 hover:decoration-primary'
  if (isInternalHref(href)) {
    const [path = '/', hash] = href.split('#')
    return (
      // Article links are checked against the site's pages by the tests (tests/articles).
      <Link to={path as LinkProps['to']} {...(hash ? { hash } : {})} className={className}>
        {children}
      </Link>
    )
  }
  const external = /^https?:/.test(href)
  return (
    <a href={href} {...props} {...(external ? { rel: 'noopener noreferrer' } : {})} className={className}>
      {children}
    </a>
  )
}

/** The id of the current table's header row, which names its scroll region. */
const TableHeadId = createContext<string | undefined>(undefined)

/** A Markdown table: scrolls sideways on narrow screens inside a focusable region named by its column headers. */
function ArticleTable(props: ComponentPropsWithoutRef<'table'>) {
  const headId = useId()
  return (
    <TableHeadId.Provider value={headId}>
      <div
        role="region"
        aria-labelledby={headId}
        // Focusable so keyboard users can scroll it on narrow screens (as src/ui/ScrollTable.tsx).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={cardClass('scroll-hint my-8 overflow-x-auto')}
      >
        <table {...props} className="w-full min-w-[34rem] border-collapse text-left text-sm" />
      </div>
    </TableHeadId.Provider>
  )
}

function ArticleTableHead(props: ComponentPropsWithoutRef<'thead'>) {
  return <thead {...props} id={useContext(TableHeadId)} className="border-b border-border bg-bg-subtle" />
}

function PullQuote({ children }: ComponentPropsWithoutRef<'blockquote'>) {
  return (
    <blockquote className="relative my-10 border-l-4 border-primary py-2 pl-6 md:pl-8 [&_p]:my-0 [&_p]:text-xl [&_p]:leading-snug [&_p]:font-semibold [&_p]:text-balance [&_p]:text-fg md:[&_p]:text-2xl">
      <Quote aria-hidden="true" className="mb-3 size-7 text-primary" />
      {children}
    </blockquote>
  )
}

/**
 * How the article's Markdown looks: the site's type scale and colours on the MDX
 * elements (no typography plugin). Headings keep the ids rehype-slug gave them.
 */
export const articleComponents: MDXComponents = {
  // A `## ` heading with its text (scripts/articles/rehype-section-by-heading.ts), left unrendered
  // while far below the viewport. A section lays out its children on its own, so their margins
  // no longer meet the neighbours': the heading's top margin becomes the section's, and its
  // padding (room for a focus ring on the last line) is taken back from the margin below.
  section: (props) => <section {...props} className="render-when-near -mb-2 mt-14 pb-2 [&>:first-child]:mt-0 [&>:last-child]:mb-0" />,
  // The heading text arrives as children (the build rejects empty headings: scripts/articles/read-article.ts).
  h2: ({ children, ...props }) => (
    <h2 {...props} className="mt-14 mb-4 text-2xl font-bold tracking-tight text-balance md:text-3xl">
      {children}
    </h2>
  ),
  h3: ({ children, ...props }) => (
    <h3 {...props} className="mt-10 mb-3 text-xl font-bold tracking-tight">
      {children}
    </h3>
  ),
  h4: ({ children, ...props }) => (
    <h4 {...props} className="mt-8 mb-2 text-lg font-bold">
      {children}
    </h4>
  ),
  p: (props) => <p {...props} className="my-5 text-base leading-7 sm:text-lg sm:leading-8 text-fg-muted" />,
  ul: (props) => <ul {...props} className="my-5 list-disc space-y-2 pl-6 text-base leading-7 sm:text-lg sm:leading-8 text-fg-muted marker:text-primary" />,
  ol: (props) => <ol {...props} className="my-5 list-decimal space-y-2 pl-6 text-base leading-7 sm:text-lg sm:leading-8 text-fg-muted marker:font-semibold marker:text-primary" />,
  li: (props) => <li {...props} className="pl-1 [&>p]:my-2" />,
  strong: (props) => <strong {...props} className="font-semibold text-fg" />,
  a: ArticleLink,
  blockquote: PullQuote,
  table: ArticleTable,
  thead: ArticleTableHead,
  th: (props) => <th {...props} scope="col" className="px-4 py-3 align-bottom font-bold text-fg" />,
  td: (props) => <td {...props} className="border-t border-border px-4 py-3 align-top text-fg-muted" />,
  code: (props) => <code {...props} className="rounded bg-bg-subtle px-1.5 py-0.5 font-mono text-[0.9em] text-fg" />,
  pre: (props) => <pre {...props} className="my-6 overflow-x-auto rounded-xl border border-border bg-bg-subtle p-4 text-sm [&_code]:bg-transparent [&_code]:p-0" />,
  hr: (props) => <hr {...props} className="my-12 border-border" />,
  img: ({ alt = '', ...props }) => <img {...props} alt={alt} loading="lazy" decoding="async" className="my-8 h-auto max-w-full rounded-2xl" />,
}
