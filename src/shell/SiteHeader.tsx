import { Link } from '~/ui/Link'
import type { ReactNode } from 'react'
import { primaryCta } from '~/content/navigation'
import { site } from '~/config/site'
import { useScrolledPast } from '~/lib/use-scrolled-past'
import { buttonClass } from '~/ui/button-styles'
import { DesktopNav } from './DesktopNav'
import { MobileMenu } from './MobileMenu'
import { PromoBanner } from './PromoBanner'
import { ThemeProvider } from './theme/ThemeProvider'
import { ThemeToggle } from './theme/ThemeToggle'
import { island, type IslandProps } from '~/lib/island'

/** Scroll distance after which the header turns into a frosted, shadowed bar. */
export const SCROLLED_THRESHOLD_PX = 50

/**
 * The bar that turns frosted once the page is scrolled. Only it re-renders when that
 * changes: the header's contents are its children, made by SiteHeader, so React keeps
 * them as they are (the menus' many links made each change a long render on a phone).
 */
function ScrollAwareBar({ children }: { children: ReactNode }) {
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD_PX)
  return (
    <div
      data-scrolled={scrolled}
      // Opaque on phones, where an inner page's bar folds into the header's row (StickyPageBar) and the two must match.
      className="h-(--header-h) border-b border-transparent bg-bg transition-[background-color,box-shadow] data-[scrolled=true]:border-border data-[scrolled=true]:bg-bg/80 data-[scrolled=true]:shadow-lg data-[scrolled=true]:backdrop-blur-md max-sm:data-[scrolled=true]:bg-bg"
    >
      {children}
    </div>
  )
}

/** The theme buttons (in the bar and in the mobile menu) are the theme machine's only users: its provider is the header's. */
export function SiteHeader({ islandId = 'site-header' }: IslandProps) {
  return (
    <ThemeProvider>
      <SiteHeaderBar navId={`${islandId}-nav`} />
    </ThemeProvider>
  )
}

export const SiteHeaderIsland = island('frame/site-header', SiteHeader)

function SiteHeaderBar({ navId }: { navId: string }) {
  return (
    // Sticks with the banner above the top edge on phones, so only the header's row stays pinned there (--shell-top).
    <header className="sticky top-(--shell-top) z-40">
      <PromoBanner />
      <ScrollAwareBar>
        <div className="container-page flex h-full items-center justify-between gap-4">
          <Link to="/" className="whitespace-nowrap rounded-lg text-xl font-bold tracking-tight text-fg" aria-label={`${site.brandName} home`}>
            {site.brandName}
          </Link>
          <DesktopNav baseId={navId} />
          <div className="flex items-center gap-1">
            <div className="hidden lg:block">
              <ThemeToggle />
            </div>
            <div className="hidden sm:block">
              <Link to={primaryCta.to} className={buttonClass('primary', 'md', 'whitespace-nowrap')}>
                {primaryCta.label}
              </Link>
            </div>
            <MobileMenu />
          </div>
        </div>
      </ScrollAwareBar>
    </header>
  )
}
