import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { site } from './config/site'
import { startInspectorIfAsked } from './lib/inspector'
import { holdOutsideCallsUntil } from './lib/outside-calls'
import { createAppRouter } from './router'
import { applyHeadToDocument, collectHead } from './shell/head'
import './styles.css'

async function boot() {
  await startInspectorIfAsked(window.location.search)
  const router = createAppRouter()
  // Load the current page's code before hydrating so the first render matches the HTML.
  await router.load()
  // Tell the router it is hydrating server-rendered HTML (as its own SSR client does), so
  // it renders the same tree as the prerender: no extra Suspense boundary at the top.
  router.ssr = { manifest: undefined }

  router.subscribe('onResolved', ({ pathChanged }) => {
    applyHeadToDocument(collectHead(router.state.matches))
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
  if (container.hasChildNodes()) hydrateRoot(container, app)
  else createRoot(container).render(app)

  if (import.meta.env.DEV || site.demoMode) {
    // The mock layer answers outside calls in development and demo builds. It loads
    // after the page is interactive, and a failure to start never blocks the site.
    const mocks = import('@mocks/browser').then(({ startMockWorker }) => startMockWorker())
    holdOutsideCallsUntil(mocks)
    mocks.catch((error: unknown) => {
      console.warn('Mock service worker could not start; outside calls will go to the network.', error)
    })
  }
}

void boot()
