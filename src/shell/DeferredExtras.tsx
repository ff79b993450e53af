/**
 * What the page needs only after it is interactive: the chat assistant's toggle (its
 * panel and engine load on first use) and, in development and demo builds, the QA
 * panel. Rendered after hydration, so the prerendered HTML and the first client render
 * match; both are out of the page flow or below the footer, so nothing shifts.
 */
import { useEffect, useState, type ComponentType } from 'react'
import { ChatLauncher } from '~/features/chat/ChatLauncher'
import { markPageHydrated, useHydrated } from '~/lib/use-hydrated'

// A compile-time constant: deploy builds contain no QA panel and no scenario names.
const loadQaPanel = __DEMO_MODE__ ? () => import('@mocks/qa-panel/QaPanel') : null

export function DeferredExtras() {
  const hydrated = useHydrated()
  // Shown as soon as its code is in. Not React.lazy: revealing a Suspense boundary is throttled
  // (about 300 ms), as the chat's panel found (ChatLauncher).
  const [QaPanel, setQaPanel] = useState<ComponentType | null>(null)
  useEffect(() => {
    // The page is interactive, its content included (src/routes/__root.tsx).
    markPageHydrated()
    let active = true
    loadQaPanel?.().then(
      (module) => {
        if (active) setQaPanel(() => module.default)
      },
      // Offline or a stale deploy: the demo page works without its panel.
      () => {},
    )
    return () => {
      active = false
    }
  }, [])
  if (!hydrated) return null
  return (
    <>
      {QaPanel && <QaPanel />}
      <ChatLauncher />
    </>
  )
}
