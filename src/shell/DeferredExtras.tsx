/**
 * What the page needs only after it is interactive (the QA panel in development and
 * demo builds; later the chat assistant). Nothing here is part of the first load.
 */
import { lazy, Suspense, useEffect } from 'react'
import { site } from '~/config/site'
import { useHydrated } from '~/lib/use-hydrated'

const QaPanel = lazy(() => import('~/features/qa-panel/QaPanel'))

export function DeferredExtras() {
  const hydrated = useHydrated()
  useEffect(() => {
    // Marks the document as interactive (end-to-end tests and monitoring wait for it).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  if (!hydrated) return null
  const showQaPanel = import.meta.env.DEV || site.demoMode
  return <Suspense fallback={null}>{showQaPanel && <QaPanel />}</Suspense>
}
