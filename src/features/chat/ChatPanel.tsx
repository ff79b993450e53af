/**
 * The chat assistant's panel: a modal <dialog> titled '<brand> Assistant', loaded with
 * its engine (machines, openai SDK) the first time the visitor opens or points at the
 * toggle (see ChatLauncher). Full screen on phones, a floating panel above the toggle
 * on wider screens. The backdrop, the header's close icon, the toggle and Escape close
 * it; focus goes to the input on opening and back to the toggle on closing; Tab stays
 * inside; the page behind does not scroll.
 */
import { useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react'
import { MessageCircle, X } from 'lucide-react'
import { usePrefersReducedMotion } from '~/lib/use-reduced-motion'
import { Link } from '~/ui/Link'
import { CHAT_PANEL_ID, toggleClass } from './ChatLauncher'
import { ChatComposer } from './ChatComposer'
import { ChatMessages } from './ChatMessages'
import { chatText } from './chat-text'
import { trapTabInDialog } from './dialog-focus'
import { loadAiClient, useChat } from './use-chat'
import { useScrollLock } from './use-scroll-lock'

export interface ChatPanelProps {
  open: boolean
  /** returnFocus: false when a link was followed (the new page takes the focus). */
  onClose: (options?: { returnFocus?: boolean }) => void
  /** The panel's code has arrived and it is mounted. */
  onReady: () => void
}

const TITLE_ID = 'chat-panel-title'
const STARTERS_ID = 'chat-panel-starters'

/** Instantly, so it keeps up with streamed words (and needs no reduced-motion variant). */
function scrollToEnd(element: HTMLElement | null) {
  if (element) element.scrollTop = element.scrollHeight
}

export default function ChatPanel({ open, onClose, onReady }: ChatPanelProps) {
  const chat = useChat()
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  const scroller = useRef<HTMLDivElement>(null)
  const stickToBottom = useRef(true)
  const reducedMotion = usePrefersReducedMotion()
  const hasAsked = chat.messages.some((m) => m.role === 'user')

  useEffect(() => {
    onReady()
    // The AI client is needed for the first answer: fetch its code now.
    void loadAiClient()
  }, [onReady])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      stickToBottom.current = true
      scrollToEnd(scroller.current)
      input.current?.focus()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open])

  useScrollLock(open)

  // Keep the newest message in view while the visitor is reading at the bottom.
  useLayoutEffect(() => {
    if (stickToBottom.current) scrollToEnd(scroller.current)
  }, [chat.messages, chat.isThinking])

  /** After an action whose button goes away (a starter, Stop, New conversation), typing goes on in the input. */
  const focusInput = () => input.current?.focus()

  const send = (text: string) => {
    stickToBottom.current = true
    chat.submit(text)
    focusInput()
  }

  const closeFromBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself outside its box is a click on ::backdrop.
    if (event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) onClose()
  }

  return (
    // The dialog's click handler only catches clicks on its backdrop; Escape is the keyboard's way out.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      id={CHAT_PANEL_ID}
      // The audit finds the panel's chunk by this attribute (it must stay out of every first load).
      data-chat-panel=""
      aria-labelledby={TITLE_ID}
      data-reduced-motion={reducedMotion || undefined}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 text-fg backdrop:bg-black/50 open:flex sm:top-auto sm:right-6 sm:bottom-24 sm:left-auto sm:h-[min(35rem,calc(100dvh-8rem))] sm:w-[min(23.75rem,calc(100vw-3rem))] sm:overflow-visible"
      onKeyDown={trapTabInDialog}
      onClick={closeFromBackdrop}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClose={() => {
        // Closed by the browser itself (a repeated Escape cannot be cancelled): keep the state in step.
        if (open) onClose()
      }}
    >
      <div className="flex min-h-0 w-full flex-col overflow-hidden border-border bg-card shadow-2xl transition-[opacity,translate] duration-200 ease-out motion-reduce:transition-none starting:translate-y-3 starting:opacity-0 sm:rounded-2xl sm:border">
        <header className="flex min-h-16 shrink-0 items-center gap-2 border-b border-border px-4 py-2">
          <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-fg">
            <MessageCircle className="size-5" />
          </span>
          <h2 id={TITLE_ID} className="min-w-0 flex-1 truncate text-base font-bold">
            {chatText.title}
          </h2>
          <button
            type="button"
            aria-label={chatText.closePanel}
            onClick={() => onClose()}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-fg hover:bg-bg-subtle"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>

        <div
          ref={scroller}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4"
          onScroll={(event) => {
            const element = event.currentTarget
            stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48
          }}
        >
          <ChatMessages messages={chat.messages} thinking={chat.isThinking} onNavigate={() => onClose({ returnFocus: false })} />
          {!hasAsked && !chat.isBusy && (
            <section aria-labelledby={STARTERS_ID} className="mt-5">
              <h3 id={STARTERS_ID} className="mb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">
                {chatText.startersLabel}
              </h3>
              <ul className="flex flex-col items-start gap-2">
                {chatText.starters.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      onClick={() => send(question)}
                      className="min-h-11 rounded-2xl border border-primary/50 bg-bg px-3.5 py-2 text-start text-sm font-medium text-fg hover:border-primary hover:bg-bg-subtle"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <ChatComposer
          inputRef={input}
          busy={chat.isBusy}
          onNewConversation={
            hasAsked
              ? () => {
                  stickToBottom.current = true
                  chat.reset()
                  focusInput()
                }
              : undefined
          }
          onSend={send}
          onStop={() => {
            chat.stop()
            focusInput()
          }}
        />
        <p className="shrink-0 bg-card px-3 pb-2 text-xs text-fg-muted">
          {chatText.privacy.text}{' '}
          <Link
            to={chatText.privacy.to}
            hash={chatText.privacy.hash}
            onClick={() => onClose({ returnFocus: false })}
            className="font-semibold text-primary underline underline-offset-2 hover:no-underline"
          >
            {chatText.privacy.link}
          </Link>
        </p>
      </div>

      {/* The toggle's twin above the backdrop (the toggle itself is behind it): closes the panel. */}
      <button
        type="button"
        className={`${toggleClass} max-sm:hidden`}
        aria-label={chatText.closeLabel}
        aria-expanded="true"
        aria-controls={CHAT_PANEL_ID}
        onClick={() => onClose()}
      >
        <X aria-hidden="true" className="size-6" />
      </button>
    </dialog>
  )
}
