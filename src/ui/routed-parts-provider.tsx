/**
 * The shell's parts that work through the app's router (src/ui/routed-parts.ts), provided
 * by the router itself (its `Wrap`, src/router.tsx): only the app's code imports this module,
 * so a page of islands never loads the router's links and state.
 */
import { Link as RouterLink, useCanGoBack, useLocation, useRouter, type LinkProps as RouterLinkProps } from '@tanstack/react-router'
import { useRef, type MouseEvent, type ReactNode } from 'react'
import { RoutedPartsContext, type RoutedParts } from '~/ui/routed-parts'
import { BackButtonView, type BackButtonProps } from '~/ui/page-header/BackButton'
import { isActive, pageHref, type PageLinkProps } from '~/ui/Link'

const selectPathname = (location: { pathname: string }) => location.pathname

/** A page link under the router: a click navigates in the app, intent preloads the page as the router is set to. */
function PageLink({ page, onClick, children, ...anchor }: PageLinkProps) {
  const router = useRouter()
  const active = isActive(useLocation({ select: selectPathname }), page.path)
  // A concrete path ('/services/sales-ai'): the router matches it to its `$slug` route.
  const destination = { to: page.path as RouterLinkProps['to'], hash: page.hash }
  const preloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The router's own settings, as its Link reads them: preload on intent, after its delay on hover and focus.
  const preloadsOnIntent = router.options.defaultPreload === 'intent'
  const preloadDelayMs = router.options.defaultPreloadDelay ?? 0

  const preload = () => {
    if (!preloadsOnIntent) return
    router.preloadRoute(destination).catch(() => {
      // A page that fails to preload loads when it is visited; nothing to tell the visitor yet.
    })
  }
  const schedulePreload = () => {
    preloadTimer.current ??= setTimeout(() => {
      preloadTimer.current = undefined
      preload()
    }, preloadDelayMs)
  }
  const cancelPreload = () => {
    clearTimeout(preloadTimer.current)
    preloadTimer.current = undefined
  }
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    cancelPreload()
    void router.navigate(destination)
  }

  return (
    <a
      {...anchor}
      href={pageHref(page)}
      onClick={navigate}
      onMouseEnter={schedulePreload}
      onMouseLeave={cancelPreload}
      onFocus={schedulePreload}
      onBlur={cancelPreload}
      onTouchStart={preload}
      {...(active ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}
    >
      {children}
    </a>
  )
}

/** Back through the router's history; the fallback page when this page was the first one opened. */
function RoutedBackButton(props: BackButtonProps) {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  return <BackButtonView {...props} onBack={() => (canGoBack ? router.history.back() : void router.navigate({ to: props.fallback }))} />
}

const routedParts: RoutedParts = {
  RouterLink: RouterLink as RoutedParts['RouterLink'],
  PageLink,
  BackButton: RoutedBackButton,
}

/** Wraps the router's tree (its `Wrap` option) with its parts. */
export function RoutedPartsProvider({ children }: { children: ReactNode }) {
  return <RoutedPartsContext value={routedParts}>{children}</RoutedPartsContext>
}
