/**
 * The chat assistant's round toggle, fixed at the bottom right of every page. It is all
 * the first load carries of the chat: the panel, its machines and the openai SDK load
 * when the visitor first opens it (or points at or focuses the toggle, which preloads
 * them), and the site's knowledge with the first question. It is in the prerendered page (an island that
 * hydrates as the page's islands start), so a click before any script runs starts them and is replayed
 * (src/lib/early-input.ts); it is fixed, so it shifts nothing. It never hides the page: until the page runs it
 * waits as a tab in the page's side margin (src/styles.css), and after, it does while text or a control lies
 * under its corner.
 *
 * Once loaded the panel stays mounted (closed, it is a closed <dialog>), so the
 * conversation survives closing it and client-side navigation.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { MessageCircle } from 'lucide-react'
import type { ChatPanelProps } from './ChatPanel'
import { claimEarlyInput } from '~/lib/early-input'
import { island } from '~/lib/island'
import { useCoversContent } from '~/lib/use-covers-content'
import { launcherText } from './launcher-text'

export const CHAT_PANEL_ID = 'chat-panel'
export const CHAT_TOGGLE_ID = 'chat-toggle'

type PanelModule = { default: ComponentType<ChatPanelProps> }

let panelModule: Promise<PanelModule> | undefined
/** Loads the panel's code once (a preload and the click share the request); a failed download is tried again next time. */
export const loadChatPanel = () =>
  (panelModule ??= import('./ChatPanel').catch((error: unknown) => {
    panelModule = undefined
    throw error
  }))
/** A preload that fails is not an error yet: the click tries again and handles it. */
const preloadChatPanel = () => void loadChatPanel().catch(() => undefined)

/** Hidden where the browser runs no script: the assistant needs it, and a button that does nothing is worse than none. */
const toggleLook =
  'noscript:hidden fixed z-40 inline-flex items-center justify-center bg-primary text-primary-fg shadow-lg ring-1 ring-black/10 transition-[background-color,scale,translate,border-radius] duration-150 hover:bg-primary-hover active:scale-95 motion-reduce:transition-none'
/** Where the toggle rests: a round button in the bottom right corner. */
const restingBox = 'right-4 bottom-4 size-14 sm:right-6 sm:bottom-6'
const restingPlace = `${restingBox} rounded-full`
/**
 * Aside: slid right until only a tab of the page's side margin (--gutter) shows, where no text or control
 * ever is. A translation, not a new width or place: moving it shifts no layout (a visitor reading the page
 * sees no layout shift when it slides).
 */
const asidePlace = `${restingBox} translate-x-[calc(100%+1rem-var(--gutter))] rounded-l-2xl rounded-r-none sm:translate-x-[calc(100%+1.5rem-var(--gutter))]`
/** The icon, aside: centred in the visible tab, smaller. */
const asideIcon = 'size-6 -translate-x-[calc(1.75rem-var(--gutter)/2)] scale-60 transition-[translate,scale] duration-150 motion-reduce:transition-none'

/** The toggle's look at rest; the panel draws a twin of it above its backdrop. */
export const toggleClass = `${toggleLook} ${restingPlace}`

export function ChatLauncher() {
  const [open, setOpen] = useState(false)
  // The panel component once its code has arrived. Not React.lazy: revealing a Suspense
  // boundary is throttled (about 300 ms), which the visitor would wait for on every open.
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null)
  const loaded = Panel !== null
  // Until the panel's code has arrived, the toggle stays in view (busy) after a click.
  const [panelReady, setPanelReady] = useState(false)
  const markReady = useCallback(() => setPanelReady(true), [])
  const toggle = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  // Where the toggle rests, as an invisible box: while text or a control of the page lies there, the toggle
  // moves aside into the page's margin, and returns once the spot is clear (the panel's twin always rests there).
  const restingSpot = useRef<HTMLSpanElement>(null)
  const aside = useCoversContent(restingSpot, toggle, open)

  useEffect(() => {
    // After the panel closed (its effect has closed the dialog by now), focus is back here.
    if (!open && returnFocus.current) {
      returnFocus.current = false
      toggle.current?.focus()
    }
  }, [open])

  const show = () => {
    setOpen(true)
    if (!loaded) {
      void loadChatPanel().then(
        (module) => setPanel(() => module.default),
        // Offline or a stale deploy: the toggle stays, and the next click tries again.
        () => setOpen(false),
      )
    }
  }
  const close = (options: { returnFocus?: boolean } = {}) => {
    returnFocus.current = options.returnFocus ?? true
    setOpen(false)
  }

  return (
    <aside ref={claimEarlyInput} aria-label="Chat assistant">
      <button
        ref={toggle}
        id={CHAT_TOGGLE_ID}
        type="button"
        // While the panel is open its twin (above the backdrop) takes the toggle's place.
        className={`${toggleLook} ${aside ? asidePlace : restingPlace} ${open && panelReady ? 'invisible' : ''}`}
        data-aside={aside}
        aria-label={launcherText.open}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-busy={open && !panelReady ? true : undefined}
        {...(loaded ? { 'aria-controls': CHAT_PANEL_ID } : {})}
        onClick={show}
        onPointerEnter={preloadChatPanel}
        onFocus={preloadChatPanel}
      >
        <MessageCircle aria-hidden="true" className={aside ? asideIcon : 'size-6 transition-[translate,scale] duration-150 motion-reduce:transition-none'} />
      </button>
      <span ref={restingSpot} aria-hidden="true" className={`pointer-events-none invisible fixed ${restingPlace}`} />
      {Panel && <Panel open={open} onClose={close} onReady={markReady} />}
    </aside>
  )
}

/** In every page's frame (src/routes/__root.tsx), hydrated as soon as the page's islands start. */
export const ChatLauncherIsland = island('frame/chat-launcher', ChatLauncher, { hydrate: 'start' })
