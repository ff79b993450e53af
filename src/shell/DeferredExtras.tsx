/**
 * What the page needs only after it is interactive: the chat assistant's toggle (its
 * panel and engine load on first use) and, in development and demo builds, the QA
 * panel. Rendered after hydration, so the prerendered HTML and the first client render
 * match; both are out of the page flow or below the footer, so nothing shifts.
 */
import { lazy, Suspense, useEffect } from 'react'
import { ChatLauncher } from '~/features/chat/ChatLauncher'
import { useHydrated } from '~/lib/use-hydrated'

// A compile-time constant: deploy builds contain no QA panel and no scenario names.
const QaPanel = __DEMO_MODE__ ? lazy(() => import('@mocks/qa-panel/QaPanel')) : null

export function DeferredExtras() {
  const hydrated = useHydrated()
  useEffect(() => {
    // Marks the document as interactive (end-to-end tests and monitoring wait for it).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  if (!hydrated) return null
  return (
    <>
      <Suspense fallback={null}>{QaPanel && <QaPanel />}</Suspense>
      <ChatLauncher />
    </>
  )
}
