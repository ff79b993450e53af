import { Link } from '~/ui/Link'
import { useState, type RefObject } from 'react'
import { buttonClass } from '~/ui/button-styles'
import { BackButton } from './BackButton'
import { useScrollDirection, useScrolledAway } from './use-page-bar'

interface StickyPageBarProps {
  /** The page's title, shown as plain text (the page header keeps the only h1). */
  title: string
  /** An element at the bottom of the page header's title block, offset up by the site header's height. */
  marker: RefObject<HTMLElement | null>
  /** Articles: hide while the reader scrolls down, return on scrolling up. */
  hideOnScrollDown: boolean
  fallback: string
  backLabel: string
}

/**
 * A slim bar (back, page title, Contact Sales) fixed just under the site header once the
 * page header has scrolled away. It takes no space and is not rendered at all until first
 * needed (so the prerendered HTML and the first client render never contain it); while
 * hidden it is inert, hidden from assistive technology and invisible. It slides and fades
 * with translate/opacity only, instantly under reduced motion.
 */
export function StickyPageBar({ title, marker, hideOnScrollDown, fallback, backLabel }: StickyPageBarProps) {
  const { away, everAway } = useScrolledAway(marker)
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
      className={`fixed inset-x-0 top-(--shell-h) z-30 h-(--page-bar-h) border-b border-border bg-bg shadow-md transition-[opacity,translate,visibility] duration-200 ease-out motion-reduce:transition-none starting:-translate-y-full starting:opacity-0 ${
        shown ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-full opacity-0'
      }`}
    >
      <div className="container-page flex h-full items-center gap-2 sm:gap-4">
        <BackButton fallback={fallback} label={backLabel} compact />
        <p className="min-w-0 flex-1 truncate text-sm font-semibold sm:text-base">{title}</p>
        <Link to="/contact" className={buttonClass('primary', 'sm', 'shrink-0 whitespace-nowrap')}>
          Contact Sales
        </Link>
      </div>
    </nav>
  )
}
