import { Outlet, createRootRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { ChatLauncherIsland } from '~/features/chat/ChatLauncher'
import { DeferredExtras } from '~/shell/DeferredExtras'
import { NotFoundScreen, RouteErrorScreen } from '~/shell/ErrorScreens'
import { SiteFooter } from '~/shell/SiteFooter'
import { SiteHeaderIsland } from '~/shell/SiteHeader'
import { SkipLink } from '~/shell/SkipLink'
import { ToasterIsland } from '~/ui/toast/Toaster'

export const Route = createRootRoute({
  component: RootLayout,
  errorComponent: RouteErrorScreen,
  notFoundComponent: NotFoundScreen,
})

function RootLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeaderIsland />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ToasterIsland />
      <ChatLauncherIsland />
      {/* A boundary of its own, after the page's: React hydrates the shell first, then the page
          (the router's outlet is a Suspense boundary), then this, so the document is marked as
          hydrated once the whole page listens. */}
      <Suspense fallback={null}>
        <DeferredExtras />
      </Suspense>
    </>
  )
}
