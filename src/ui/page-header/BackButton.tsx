import { claimEarlyInput } from '~/lib/early-input'
import { buttonClass } from '~/ui/button-styles'
import { ArrowLeft } from '~/ui/icons'
import { island } from '~/lib/island'
import { useRoutedParts } from '~/ui/routed-parts'

export interface BackButtonProps {
  fallback: string
  label: string
  compact?: boolean
}

/**
 * One step back in history; the fallback page when this page was the first one opened.
 * `compact` shows only the arrow on small screens (the name stays `label`).
 */
export function BackButton(props: BackButtonProps) {
  // Under the app's router, its Back (src/ui/routed-parts.ts); an island hydrated without it
  // (src/islands-main.tsx) asks the browser's own history.
  const routed = useRoutedParts()
  return routed ? <routed.BackButton {...props} /> : <BackButtonView {...props} onBack={browserBack(props.fallback)} />
}

/**
 * Back when the previous entry of this tab's history is a page of this site (the Navigation API knows
 * only those), else the fallback page: a visitor who came from a search result is not sent back to it.
 */
function browserBack(fallback: string): () => void {
  return () => {
    const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation
    if (navigation?.canGoBack) window.history.back()
    else window.location.assign(fallback)
  }
}

/** The button itself, whichever history it goes back in. */
export function BackButtonView({ label, compact = false, onBack }: BackButtonProps & { onBack: () => void }) {
  return (
    <button
      ref={claimEarlyInput}
      type="button"
      // Where no script runs it could do nothing: it is not shown (the header's links still lead on).
      className={buttonClass('ghost', 'sm', `noscript:hidden ${compact ? 'shrink-0 -ml-2 px-2 sm:-ml-3 sm:px-3' : '-ml-3'}`)}
      onClick={onBack}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {compact ? <span className="sr-only sm:not-sr-only">{label}</span> : label}
    </button>
  )
}

export const BackButtonIsland = island('page-header/back-button', BackButton)
