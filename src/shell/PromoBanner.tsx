import { Link } from '~/ui/Link'
import { promoBanner } from '~/content/navigation'

/**
 * The offer strip above the header, in the brand's colours (an offer, not an alert); its height is
 * fixed so nothing shifts. On phones it scrolls away with the page (src/styles.css, --shell-top).
 */
export function PromoBanner() {
  return (
    <Link
      to={promoBanner.to}
      className="flex h-(--banner-h) items-center justify-center bg-linear-to-r from-promo to-promo-end px-4 text-center text-xs font-semibold leading-tight text-promo-fg underline-offset-2 hover:underline md:text-sm"
    >
      {/* Three lines of 12 px fit its 3rem on the narrowest phones (320 px needs them); one line from md up. */}
      <span className="line-clamp-3 md:line-clamp-2">{promoBanner.text}</span>
    </Link>
  )
}
