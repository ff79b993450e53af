import { Link } from '~/ui/Link'
import { useCallback, useEffect, type FocusEvent, type PointerEvent } from 'react'
import { headerLinks, headerMenus } from '~/content/navigation'
import { claimEarlyInput } from '~/lib/early-input'
import { useLazyActor } from '~/lib/use-lazy-actor'
import { ChevronDown } from '~/ui/icons'
import { pageTo } from '~/ui/page-link'

const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-fg hover:bg-bg-subtle data-[status=active]:text-primary'

/**
 * Services, Industries and Resources open on hover (mouse), on click and from the
 * keyboard (Enter/Space toggles, Escape closes and returns to the trigger).
 *
 * Before the header hydrates, the stylesheet opens a menu on hover and focus (styles.css,
 * [data-nav-menu]); as it hydrates, the menu under the pointer or holding the focus opens,
 * then the clicks and keys recorded meanwhile are replayed (src/lib/early-input.ts).
 */
/** `baseId`: the ids of its menus (the header is an island: src/lib/island.tsx). */
export function DesktopNav({ baseId }: { baseId: string }) {
  // The machine loads at the visitor's first intent; a click before that waits for it, not lost.
  const { view: openId, send } = useLazyActor({
    load: () => import('@machines/nav-dropdown.machine').then((module) => module.navDropdownMachine),
    initialView: null,
    view: (snapshot) => snapshot.context.openId,
    startEarly: 'intent',
  })

  // The visitor's hover or focus from before hydration carries over, then what they pressed.
  const adoptEarlyInput = useCallback(
    (list: HTMLUListElement | null) => {
      if (!list) return
      // From here the machine decides, not the stylesheet's hover and focus (styles.css).
      list.dataset.navLive = ''
      const active = [...list.querySelectorAll<HTMLElement>('[data-nav-menu]')].find((menu) => menu.matches(':hover, :focus-within'))
      if (active?.dataset.navMenu) send({ type: 'dropdown.pointerEnter', id: active.dataset.navMenu })
      claimEarlyInput(list)
    },
    [send],
  )

  const onPointerEnter = (id: string) => (e: PointerEvent) => {
    if (e.pointerType === 'mouse') send({ type: 'dropdown.pointerEnter', id })
  }
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') send({ type: 'dropdown.pointerLeave' })
  }
  // While a menu is open, Escape anywhere closes it: focus inside it goes back to its trigger, and a
  // menu the pointer opened (focus elsewhere, the panel over the page) closes as well.
  useEffect(() => {
    if (!openId) return
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      const menu = document.activeElement?.closest('[data-nav-menu]')
      send({ type: 'dropdown.close' })
      menu?.querySelector('button')?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [openId, send])
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) send({ type: 'dropdown.close' })
  }

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul ref={adoptEarlyInput} className="flex items-center gap-1">
        {headerMenus.map((menu) => {
          const open = openId === menu.id
          const panelId = `${baseId}-${menu.id}`
          const wide = menu.columns.length > 1
          return (
            <li key={menu.id}>
              {/* The wrapper only observes hover and focus leaving, which bubble up
                  from the real button and links inside it. */}
              <div
                data-nav-menu={menu.id}
                className="relative"
                onPointerEnter={onPointerEnter(menu.id)}
                onPointerLeave={onPointerLeave}
                onBlur={onBlur}
              >
                <button
                  type="button"
                  className={linkClass}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => send({ type: 'dropdown.toggle', id: menu.id })}
                >
                  {menu.label}
                  <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
                </button>
                <div
                  id={panelId}
                  data-nav-panel=""
                  className={`absolute left-1/2 top-full z-50 -translate-x-1/2 pt-2 ${wide ? 'w-[36rem]' : 'w-80'} ${open ? '' : 'hidden'}`}
                >
                  <div className={`grid gap-6 rounded-xl border border-border bg-card p-5 shadow-xl ${wide ? 'grid-cols-2' : ''}`}>
                    {menu.columns.map((column) => (
                      <div key={column.title}>
                        {wide && <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-fg-muted">{column.title}</p>}
                        <ul className="space-y-1">
                          {column.links.map((link) => (
                            <li key={link.to}>
                              <Link
                                to={pageTo(link.to)}
                                className="block rounded-lg px-3 py-2 hover:bg-bg-subtle"
                                onClick={() => send({ type: 'dropdown.close' })}
                              >
                                <span className="block text-sm font-semibold text-fg">{link.label}</span>
                                {link.description && <span className="block text-sm text-fg-muted">{link.description}</span>}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </div>
              </div>
            </li>
          )
        })}
        {headerLinks.map((link) => (
          <li key={link.to}>
            <Link to={pageTo(link.to)} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
