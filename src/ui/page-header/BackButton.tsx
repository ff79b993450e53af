import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { claimEarlyInput } from '~/lib/early-input'
import { buttonClass } from '~/ui/button-styles'
import { ArrowLeft } from '~/ui/icons'

/**
 * One step back in history; the fallback page when this page was the first one opened.
 * `compact` shows only the arrow on small screens (the name stays `label`).
 */
export function BackButton({ fallback, label, compact = false }: { fallback: string; label: string; compact?: boolean }) {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  return (
    <button
      ref={claimEarlyInput}
      type="button"
      className={buttonClass('ghost', 'sm', compact ? 'shrink-0 -ml-2 px-2 sm:-ml-3 sm:px-3' : '-ml-3')}
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: fallback }))}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {compact ? <span className="sr-only sm:not-sr-only">{label}</span> : label}
    </button>
  )
}
