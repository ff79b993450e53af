import { useId, useState, type KeyboardEvent, type RefObject } from 'react'
import { RotateCcw, SendHorizontal, Square } from 'lucide-react'
import { MAX_USER_MESSAGE_CHARS } from '~/shared/ai-contract'
import { chatText } from './chat-text'

/** The counter shows from this share of the cap on. */
const COUNTER_FROM = 0.8

interface ChatComposerProps {
  inputRef: RefObject<HTMLTextAreaElement | null>
  /** A reply is pending: the input and send button are disabled. */
  busy: boolean
  onSend: (text: string) => void
  onStop: () => void
  /** Offered once the visitor has asked something: back to the greeting alone. */
  onNewConversation?: (() => void) | undefined
}

/**
 * The message input: Enter sends, Shift+Enter adds a line. Blank messages are not
 * sent. While a reply is pending the input is read-only and the send button disabled
 * (both aria-disabled, so the focus stays where the visitor is), and Stop shows.
 */
export function ChatComposer({ inputRef, busy, onSend, onStop, onNewConversation }: ChatComposerProps) {
  const [draft, setDraft] = useState('')
  const inputId = useId()
  const counterId = useId()
  const blank = draft.trim() === ''
  const nearCap = draft.length >= MAX_USER_MESSAGE_CHARS * COUNTER_FROM

  const send = () => {
    if (busy || blank) return
    onSend(draft)
    setDraft('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }

  return (
    <form
      className="border-t border-border bg-card p-3"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      {busy && (
        <div className="mb-2 flex justify-center">
          <button
            type="button"
            onClick={onStop}
            aria-label={chatText.stopLabel}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border bg-bg px-3 text-sm font-semibold text-fg hover:bg-bg-subtle"
          >
            <Square aria-hidden="true" className="size-3.5 fill-current" />
            {chatText.stop}
          </button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {chatText.inputLabel}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={1}
          value={draft}
          maxLength={MAX_USER_MESSAGE_CHARS}
          placeholder={chatText.placeholder}
          readOnly={busy}
          aria-disabled={busy || undefined}
          aria-describedby={counterId}
          enterKeyHint="send"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-border bg-bg px-3 py-2.5 text-base text-fg placeholder:text-fg-muted aria-disabled:bg-bg-subtle sm:text-sm"
        />
        <button
          type="submit"
          aria-label={chatText.send}
          aria-disabled={busy || blank || undefined}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-fg hover:bg-primary-hover aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-primary"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-1 flex min-h-5 items-center justify-between gap-2">
        {onNewConversation ? (
          <button
            type="button"
            onClick={onNewConversation}
            className="-ms-1 inline-flex min-h-8 items-center gap-1.5 rounded-md px-1 text-xs font-semibold text-fg-muted hover:text-fg"
          >
            <RotateCcw aria-hidden="true" className="size-3.5" />
            {chatText.newConversation}
          </button>
        ) : (
          <span />
        )}
        <p id={counterId} aria-live="polite" className={`text-xs ${draft.length >= MAX_USER_MESSAGE_CHARS ? 'text-danger' : 'text-fg-muted'}`}>
          {nearCap ? chatText.counter(draft.length, MAX_USER_MESSAGE_CHARS) : ''}
        </p>
      </div>
    </form>
  )
}
