import { Link } from '~/ui/Link'
import { useState } from 'react'
import { island } from '~/lib/island'
import { buttonClass } from '~/ui/button-styles'
import { BackButton } from './BackButton'
import { contactSalesLabel } from './page-header-text'
import { useScrollDirection, useScrolledAway } from './use-page-bar'

/** An element at the bottom of the page header's title block, offset up by the site header's height (PageHeader). */
export const PAGE_TITLE_MARKER_ID = 'page-title-marker'

interface StickyPageBarProps {
  /** The page's title, shown as plain text (the page header keeps the only h1). */
  title: string
  /** Articles: hide while the reader scrolls down, return on scrolling up. */
  hideOnScrollDown: boolean
  fallback: string
  backLabel: string
  /** Not on the contact page itself. */
  showContact: boolean
}

/**
 * A slim bar (back, page title, Contact Sales) fixed just under the site header once the
 * page header has scrolled away (on phones, in the header's own row). It takes no space and is not rendered at all until first
 * needed (so the prerendered HTML and the first client render never contain it); while
 * hidden it is inert, hidden from assistive technology and invisible. It slides and fades
 * with translate/opacity only, instantly under reduced motion.
 */
export function StickyPageBar({ title, hideOnScrollDown, fallback, backLabel, showContact }: StickyPageBarProps) {
  const { away, everAway } = useScrolledAway(PAGE_TITLE_MARKER_ID)
  const direction = useScrollDirection(hideOnScrollDown)
  // Never hide the bar from under the keyboard focus: focus would be lost to the page.
  const [focusWithin, setFocusWithin] = useState(false)
  if (!everAway) return null
  const shown = (away && !(hideOnScrollDown && direction === 'down')) || focusWithin
  return (
    <nav
      aria-label="Page shortcuts"
      data-page-bar={shown ? 'shown' : 'hidden'}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false)
      }}
      // Phones: the bar folds into the site header's own row (over the wordmark, beside the menu button, which
      // stays in reach), so what is pinned is never taller than the header. From sm up: a bar of its own under it.
      className={`fixed top-0 left-0 z-50 h-(--header-h) border-b border-border bg-bg transition-[opacity,translate,visibility] duration-200 ease-out motion-reduce:transition-none starting:-translate-y-full starting:opacity-0 max-sm:right-[calc(var(--gutter)+2.75rem)] sm:inset-x-0 sm:top-(--shell-h) sm:z-30 sm:h-(--page-bar-h) sm:shadow-md ${
        shown ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-full opacity-0'
      }`}
    >
      <div className="flex h-full items-center gap-2 pr-2 pl-(--gutter) sm:container-page sm:gap-4">
        <BackButton fallback={fallback} label={backLabel} compact />
        <p className="min-w-0 flex-1 truncate text-sm font-semibold sm:text-base">{title}</p>
        {showContact && (
          <Link to="/contact" className={buttonClass('secondary', 'sm', 'shrink-0 whitespace-nowrap')}>
            {contactSalesLabel}
          </Link>
        )}
      </div>
    </nav>
  )
}

export const StickyPageBarIsland = island('page-header/page-bar', StickyPageBar)
