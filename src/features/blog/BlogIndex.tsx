import { useRef, useState, type RefObject } from 'react'
import { usePageSearch, useSetPageSearch } from '~/lib/page-search'
import { island } from '~/lib/island'
import { articleFeed } from '~/content/article-feed'
import { blogCategories, blogIndex, type ArticleCategory } from '~/content/blog-index'
import { claimEarlyInput } from '~/lib/early-input'
import { useTypedBeforeHydration } from '~/lib/use-typed-before-hydration'
import { buttonClass } from '~/ui/button-styles'
import { rssFeedPath } from '~/head/feed'
import { Rss, Search } from '~/ui/icons'
import { Reveal } from '~/ui/Reveal'
import { ArticleCard } from './ArticleCard'
import { filterArticles, hasActiveFilters, listedArticles, normaliseQuery } from './filter-articles'
import { MAX_QUERY_LENGTH, parseBlogSearch } from './search-params'

/**
 * The blog index: the featured article, then search and category filters over a grid
 * of the rest. The filter state is the URL (?q=..&category=..), typed by the route's
 * search params rather than a machine, so a filtered view can be shared and
 * Back/Forward restores it. /blog is a page of islands, and the index is one: hydrated
 * alone, it reads and writes the address as the router would; in the app (a page opened
 * from another in the same document), through the router.
 */
export function BlogIndex() {
  // The HTML is prerendered without search params; a filtered link narrows the list once hydrated.
  const search = usePageSearch(parseBlogSearch)
  const setSearch = useSetPageSearch(parseBlogSearch)
  const inputRef = useRef<HTMLInputElement>(null)
  const { text, setText, setTyping } = useSearchText(search.q ?? '')

  const filtering = hasActiveFilters(search)
  const matches = filterArticles(listedArticles, search)
  const [featured, ...rest] = listedArticles
  const gridArticles = filtering ? matches : rest

  const setQuery = (value: string) => {
    setText(value)
    // One history entry for the whole search, not one per keystroke.
    setSearch((current) => ({ ...current, q: value.trim().slice(0, MAX_QUERY_LENGTH) || undefined }), { replace: true })
  }
  const setCategory = (category: ArticleCategory | undefined) => setSearch((current) => ({ ...current, category }))
  // A search typed before the page was interactive filters the list once it is.
  useTypedBeforeHydration(['q'], () => SEARCH_INPUT_ID, ({ q }) => {
    if (q === undefined) return
    if (document.activeElement === inputRef.current) setTyping(true)
    setQuery(q)
  })
  const clearFilters = () => {
    setText('')
    setSearch(() => ({}))
    inputRef.current?.focus()
  }

  return (
    <>
      {!filtering && featured && (
        <section aria-labelledby="featured-article" className="container-page pt-12">
          <h2 id="featured-article" className="sr-only">
            {blogIndex.featured.heading}
          </h2>
          <ArticleCard article={featured} featured />
        </section>
      )}

      <section aria-labelledby="browse-articles" className="container-page py-12">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="browse-articles" className="text-2xl font-bold tracking-tight md:text-3xl">
              {blogIndex.browse.heading}
            </h2>
            <p className="mt-2 text-fg-muted">{blogIndex.browse.intro}</p>
            <a
              href={rssFeedPath}
              type="application/rss+xml"
              title={articleFeed.description}
              className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              <Rss aria-hidden="true" className="size-4" />
              {articleFeed.label}
            </a>
          </div>
          <SearchBox text={text} onTextChange={setQuery} onTypingChange={setTyping} inputRef={inputRef} />
        </div>

        {/* Where no script runs, filtering cannot: the filters are not shown, and the list shows every article. */}
        <div ref={claimEarlyInput} role="group" aria-label={blogIndex.categories.groupLabel} className="mt-6 flex flex-wrap gap-2 noscript:hidden">
          <CategoryButton label={blogIndex.categories.all} pressed={search.category === undefined} onClick={() => setCategory(undefined)} />
          {blogCategories.map((category) => (
            <CategoryButton
              key={category}
              label={category}
              pressed={search.category === category}
              // A toggle: pressing the active category again shows all categories.
              onClick={() => setCategory(search.category === category ? undefined : category)}
            />
          ))}
        </div>

        <p aria-live="polite" aria-atomic="true" className="mt-6 min-h-6 text-sm font-semibold text-fg-muted">
          {filtering ? blogIndex.resultCount(matches.length) : ''}
        </p>

        {gridArticles.length > 0 ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {gridArticles.map((article, i) => (
              <Reveal as="li" key={article.slug} delay={i * 0.1} className="flex">
                <ArticleCard article={article} />
              </Reveal>
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-2xl border border-dashed border-border bg-bg-subtle px-6 py-12 text-center">
            <p className="text-lg font-bold">{blogIndex.empty.title}</p>
            <p className="mx-auto mt-2 max-w-md text-fg-muted">{blogIndex.empty.body}</p>
            <button type="button" className={buttonClass('primary', 'md', 'mt-6')} onClick={clearFilters}>
              {blogIndex.empty.clear}
            </button>
          </div>
        )}
      </section>
    </>
  )
}

export const BlogIndexIsland = island('blog/blog-index', BlogIndex)

function CategoryButton({ label, pressed, onClick }: { label: string; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`min-h-10 rounded-full border px-4 text-sm font-semibold transition-colors ${
        pressed ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-card text-fg hover:bg-bg-subtle'
      }`}
    >
      {label}
    </button>
  )
}

/**
 * The search box's text. It is the box's own state while the visitor types (an input
 * bound straight to the URL loses its caret on each update) and is written to the URL;
 * it takes the URL's value when that changes by other means (Back/Forward, a shared
 * link read after hydration) while the box is not being typed in.
 */
function useSearchText(query: string) {
  const [text, setText] = useState(query)
  const [typing, setTyping] = useState(false)
  const [seenQuery, setSeenQuery] = useState(query)
  if (query !== seenQuery) {
    setSeenQuery(query)
    if (!typing && normaliseQuery(text) !== normaliseQuery(query)) setText(query)
  }
  return { text, setText, setTyping }
}

interface SearchBoxProps {
  text: string
  onTextChange: (text: string) => void
  onTypingChange: (typing: boolean) => void
  inputRef: RefObject<HTMLInputElement | null>
}

/** The search field's id: one search box on the page. */
const SEARCH_INPUT_ID = 'blog-search'

function SearchBox({ text, onTextChange, onTypingChange, inputRef }: SearchBoxProps) {
  const inputId = SEARCH_INPUT_ID
  return (
    <form role="search" aria-label={blogIndex.search.label} className="w-full lg:max-w-sm noscript:hidden" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="sr-only">
        {blogIndex.search.label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={text}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={blogIndex.search.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onFocus={() => onTypingChange(true)}
          onBlur={() => onTypingChange(false)}
          onChange={(event) => onTextChange(event.target.value)}
          className="min-h-11 w-full rounded-lg border border-border bg-card py-2 pr-3 pl-10 text-base text-fg placeholder:text-fg-muted"
        />
      </div>
    </form>
  )
}
