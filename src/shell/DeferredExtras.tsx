/**
 * What the page needs only after it is interactive (the QA panel in development and
 * demo builds; later the chat assistant). Nothing here is part of the first load.
 */
import { lazy, Suspense, useEffect } from 'react'
import { useHydrated } from '~/lib/use-hydrated'

// A compile-time constant: deploy builds contain no QA panel and no scenario names.
const QaPanel = __DEMO_MODE__ ? lazy(() => import('~/features/qa-panel/QaPanel')) : null

export function DeferredExtras() {
  const hydrated = useHydrated()
  useEffect(() => {
    // Marks the document as interactive (end-to-end tests and monitoring wait for it).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  if (!hydrated) return null
  return <Suspense fallback={null}>{QaPanel && <QaPanel />}</Suspense>
}
