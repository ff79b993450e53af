import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { beforeHydrating } from './page-start'
import { recordPageView } from './features/lead-capture/lead-source'
import { createAppRouter } from './router'
import { headTagsAreNeeded, headTagsNeeded } from './head/on-demand'
import { yieldToBrowser } from './lib/yield-to-browser'
import { stopRecordingEarlyInput } from './lib/early-input'
import './styles.css'

/**
 * Starts the app on a page it hydrates whole: called by src/boot.ts. This module has no effect of its
 * own when it is evaluated, because its chunk holds code that lazy features may share.
 */
export async function startApp() {
  await beforeHydrating()
  // Each phase of starting the app runs in its own task (evaluating these modules, the
  // history, creating the router, loading the page's route, hydrating), so that none of them
  // blocks a throttled phone's main thread for long.
  await yieldToBrowser()
  // The browser history on its own: it writes the entry's state (history.replaceState), which
  // took 2-7 ms of the router's 7-15 ms construction at 1x, all in one task.
  const history = createBrowserHistory()
  await yieldToBrowser()
  const router = createAppRouter({ history })
  await yieldToBrowser()
  // Load the current page's code before hydrating so the first render matches the HTML.
  await router.load()
  await yieldToBrowser()
  // Tell the router it is hydrating server-rendered HTML (as its own SSR client does), so
  // it renders the same tree as the prerender: no extra Suspense boundary at the top.
  router.ssr = { manifest: undefined }

  // The prerendered HTML carries the landing page's head tags: the code that writes them
  // loads with the first move to another location (src/head/on-demand.ts).
  const landingHref = router.state.location.href
  router.subscribe('onBeforeLoad', ({ toLocation }) => {
    if (toLocation.href !== landingHref) headTagsNeeded()
  })
  router.subscribe('onResolved', ({ pathChanged, toLocation }) => {
    if (headTagsAreNeeded()) void import('./head/head').then(({ applyHeadToDocument, collectHead }) => applyHeadToDocument(collectHead(router.state.matches)))
    if (pathChanged) recordPageView(toLocation.pathname, toLocation.searchStr)
    // After a client-side navigation, start the reader (and screen reader) at the new content.
    if (pathChanged) document.getElementById('main-content')?.focus({ preventScroll: true })
  })

  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  // Hydrating in a transition makes React yield to the browser every few milliseconds
  // instead of hydrating the whole page in one long task (the default hydration lane is
  // never time-sliced). A click or key press meanwhile makes React finish hydrating at
  // once and then handles it, so no early input is lost.
  stopRecordingEarlyInput()
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app))
  else createRoot(container).render(app)
}
