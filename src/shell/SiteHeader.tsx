import { Link } from '@tanstack/react-router'
import { primaryCta } from '~/content/navigation'
import { site } from '~/config/site'
import { useScrolledPast } from '~/lib/use-scrolled-past'
import { buttonClass } from '~/ui/button-styles'
import { DesktopNav } from './DesktopNav'
import { MobileMenu } from './MobileMenu'
import { PromoBanner } from './PromoBanner'
import { ThemeToggle } from './theme/ThemeToggle'

/** Scroll distance after which the header turns into a frosted, shadowed bar. */
export const SCROLLED_THRESHOLD_PX = 50

export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD_PX)
  return (
    <div className="sticky top-0 z-40">
      <PromoBanner />
      <header
        data-scrolled={scrolled}
        className="h-(--header-h) border-b border-transparent bg-bg transition-[background-color,box-shadow] data-[scrolled=true]:border-border data-[scrolled=true]:bg-bg/80 data-[scrolled=true]:shadow-lg data-[scrolled=true]:backdrop-blur-md"
      >
        <div className="container-page flex h-full items-center justify-between gap-4">
          <Link to="/" className="rounded-lg text-xl font-extrabold tracking-tight text-fg" aria-label={`${site.brandName} home`}>
            {site.brandName}
          </Link>
          <DesktopNav />
          <div className="flex items-center gap-1">
            <ThemeToggle className="hidden lg:inline-flex" />
            <Link to={primaryCta.to} className={buttonClass('primary', 'md', 'hidden sm:inline-flex')}>
              {primaryCta.label}
            </Link>
            <MobileMenu />
          </div>
        </div>
      </header>
    </div>
  )
}
