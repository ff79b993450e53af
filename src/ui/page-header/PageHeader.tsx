import { useRouterState } from '@tanstack/react-router'
import { Link } from '~/ui/Link'
import type { ReactNode } from 'react'
import { buttonClass } from '~/ui/button-styles'
import { BackButton, BackButtonIsland } from './BackButton'
import { PAGE_TITLE_MARKER_ID, StickyPageBarIsland } from './StickyPageBar'
import { contactSalesLabel } from './page-header-text'

export { BackButton }

interface PageHeaderProps {
  title: string
  /** A short label above the title (e.g. the service family). */
  eyebrow?: string
  description?: ReactNode
  /** Where "Back" goes when the visitor arrived directly (no history to go back to). */
  fallback?: '/' | '/webinars' | '/blog' | '/case-studies'
  backLabel?: string
  children?: ReactNode
}

/**
 * Inner-page header: back button, title, optional description, Contact Sales (except on /contact). Once its
 * title has scrolled away under the site header, a slim bar with the same shortcuts
 * stays in reach under the site header (StickyPageBar).
 */
export function PageHeader({ title, eyebrow, description, fallback = '/', backLabel = 'Back', children }: PageHeaderProps) {
  // Articles keep their fixed anchor offset: there the bar gets out of the way while reading down.
  const isArticle = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === '/blog/$slug') })
  // The contact page does not send its visitor to itself.
  const showContact = useRouterState({ select: (state) => state.location.pathname !== '/contact' })
  return (
    <>
      {/* Each page its own bar (keyed by its title): on a move to a page of the same kind (one service
          to another) the same components render the next page, still scrolled to where the last one was
          left, and a bar kept from that page would show there until the move to the top hid it again. */}
      <StickyPageBarIsland key={title} title={title} hideOnScrollDown={isArticle} fallback={fallback} backLabel={backLabel} showContact={showContact} />
      <header data-page-header={isArticle ? 'article' : 'page'} className="border-b border-border bg-bg-subtle">
        <div className="container-page py-10 md:py-14">
          <div className="relative">
            <div className="mb-6 flex items-center justify-between gap-4">
              <BackButtonIsland fallback={fallback} label={backLabel} />
              {/* Secondary: the page's own call to action is the one primary button on its first screen. */}
              {showContact && (
                <Link to="/contact" className={buttonClass('secondary', 'sm')}>
                  {contactSalesLabel}
                </Link>
              )}
            </div>
            {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
            <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-balance md:text-5xl md:tracking-display">{title}</h1>
            {/* Leaves the viewport exactly when the title's bottom edge passes under the site header. */}
            <span id={PAGE_TITLE_MARKER_ID} aria-hidden="true" className="pointer-events-none invisible absolute inset-x-0 top-[calc(100%-var(--shell-h))] h-px" />
          </div>
          {description && <p className="mt-4 max-w-3xl text-lg text-fg-muted">{description}</p>}
          {children}
        </div>
      </header>
    </>
  )
}
