/**
 * What the page needs only after it is interactive: in development and demo builds, the
 * QA panel (the chat's toggle is in the prerendered frame: ChatLauncherIsland). Rendered
 * after hydration, so the prerendered HTML and the first client render match; it is
 * below the footer, so nothing shifts. Its effect marks the page hydrated.
 */
import { useEffect, useState, type ComponentType } from 'react'
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
  if (!hydrated || !QaPanel) return null
  return <QaPanel />
}
