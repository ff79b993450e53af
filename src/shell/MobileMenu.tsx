import { Link } from '~/ui/Link'
import { useRouter } from '@tanstack/react-router'
import { memo, useCallback, useEffect } from 'react'
import { headerLinks, headerMenus, primaryCta, type NavLink } from '~/content/navigation'
import { claimEarlyInput } from '~/lib/early-input'
import { trapTabKey } from '~/lib/focus-trap'
import { useHydrated } from '~/lib/use-hydrated'
import { useLazyActor } from '~/lib/use-lazy-actor'
import { buttonClass } from '~/ui/button-styles'
import { Menu, X } from '~/ui/icons'
import { ThemeToggle } from './theme/ThemeToggle'
import { pageTo } from '~/ui/page-link'

/**
 * Small screens: a button opens a full-screen list of every link. It is a modal
 * <dialog>, so the browser keeps focus inside and Escape closes it.
 *
 * Until the page hydrates, the buttons carry invoker commands (`command`/`commandfor`), so
 * the browser opens and closes the menu with no script. Once hydrated, the machine owns
 * the menu: the menu button trades its command for `aria-expanded` (HTML allows only one
 * of the two on a button), each handler cancels any command and sends its event, and a
 * menu the visitor opened meanwhile is adopted as open.
 */
const DIALOG_ID = 'mobile-menu'
const BUTTON_ID = 'mobile-menu-button'

const dialog = () => document.getElementById(DIALOG_ID) as HTMLDialogElement | null

const loadMobileMenu = () =>
  import('@machines/mobile-menu.machine').then(({ mobileMenuMachine }) =>
    mobileMenuMachine.provide({
      actions: {
        // Before hydration the browser itself may have opened it (the button's invoker command).
        showMenu: () => {
          const menu = dialog()
          if (menu && !menu.open) menu.showModal()
        },
        hideMenu: () => dialog()?.close(),
        focusMenuButton: () => document.getElementById(BUTTON_ID)?.focus(),
      },
    }),
  )

/**
 * The menu button, on its own so that trading its command for `aria-expanded` once the
 * page has hydrated re-renders the button alone, not the menu's every link.
 */
function MenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const hydrated = useHydrated()
  return (
    <button
      id={BUTTON_ID}
      type="button"
      className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-bg-subtle"
      aria-label="Open menu"
      aria-haspopup="dialog"
      {...(hydrated ? { 'aria-expanded': open } : { command: 'show-modal', commandfor: DIALOG_ID })}
      onClick={(e) => {
        e.preventDefault()
        onToggle()
      }}
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  )
}

export function MobileMenu() {
  // The machine loads at the visitor's first intent (a tap starts it at the latest).
  const { view: open, send } = useLazyActor({
    load: loadMobileMenu,
    initialView: false,
    view: (snapshot) => snapshot.hasTag('open'),
    startEarly: 'intent',
  })
  const chooseLink = useCallback(() => send({ type: 'menu.linkChosen' }), [send])
  const closeMenu = useCallback(() => send({ type: 'menu.close' }), [send])
  // The browser's Back or Forward changes the page under an open menu: the menu goes with the old page.
  // Any navigation counts: the router's `pathChanged` compares with the last page it finished loading,
  // which is still the one before when Back comes while the current page is loading.
  // In an island hydrated without the router, every move to another page loads a new document.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null
  useEffect(
    () =>
      router?.subscribe('onBeforeNavigate', () => {
        if (dialog()?.open) send({ type: 'menu.pageChanged' })
      }),
    [router, send],
  )
  const adoptOpenMenu = useCallback(
    (menu: HTMLDialogElement | null) => {
      if (menu?.open) send({ type: 'menu.toggle' })
    },
    [send],
  )

  return (
    <div ref={claimEarlyInput} className="lg:hidden">
      <MenuButton open={open} onToggle={() => send({ type: 'menu.toggle' })} />
      <dialog
        ref={adoptOpenMenu}
        id={DIALOG_ID}
        aria-label="Site menu"
        className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-bg p-0 text-fg backdrop:bg-black/50"
        onKeyDown={trapTabKey}
        onCancel={(e) => {
          e.preventDefault()
          send({ type: 'menu.dismiss' })
        }}
      >
        <MenuContents onChoose={chooseLink} onClose={closeMenu} />
      </dialog>
    </div>
  )
}

/**
 * What the menu holds. It never depends on whether the menu is open, so opening it re-renders
 * the button alone: the tap's frame does not wait for React to go over every link again.
 */
const MenuContents = memo(function MenuContents({ onChoose, onClose }: { onChoose: () => void; onClose: () => void }) {
  return (
    <>
      <div className="container-page flex min-h-18 items-center justify-between border-b border-border">
        <p className="text-lg font-bold">Menu</p>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-bg-subtle"
            aria-label="Close menu"
            command="close"
            commandfor={DIALOG_ID}
            onClick={(e) => {
              e.preventDefault()
              onClose()
            }}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <nav aria-label="Mobile" className="container-page py-6">
        {headerMenus.map((menu) => (
          <section key={menu.id} className="mb-6">
            <h2 className="mb-2 text-xs font-semibold uppercase tracking-wide text-fg-muted">{menu.label}</h2>
            {menu.columns.map((column) => (
              <ul key={column.title} className="mb-2">
                {column.links.map((link) => (
                  <MenuLink key={link.to} link={link} onChoose={onChoose} />
                ))}
              </ul>
            ))}
          </section>
        ))}
        <ul className="mb-6 border-t border-border pt-4">
          {headerLinks.map((link) => (
            <MenuLink key={link.to} link={link} onChoose={onChoose} />
          ))}
        </ul>
        <Link to={primaryCta.to} onClick={onChoose} className={buttonClass('primary', 'lg', 'w-full')}>
          {primaryCta.label}
        </Link>
      </nav>
    </>
  )
})

function MenuLink({ link, onChoose }: { link: NavLink; onChoose: () => void }) {
  return (
    <li>
      <Link to={pageTo(link.to)} onClick={onChoose} className="flex min-h-11 items-center rounded-lg px-2 text-base font-medium hover:bg-bg-subtle">
        {link.label}
      </Link>
    </li>
  )
}
