import { Link } from '~/ui/Link'
import { CalendarPlus, FileText, Mail } from 'lucide-react'
import type { AnswerSource, ChatMessage } from '@machines/chat.machine'
import { chatText } from './chat-text'
import { formatReply, isSitePath, type Inline } from './message-format'
import { pageTo } from '~/ui/page-link'

interface ChatMessagesProps {
  messages: readonly ChatMessage[]
  thinking: boolean
  /** A link in a reply was followed: the panel closes so the page shows. */
  onNavigate: () => void
}

/**
 * The conversation as a polite live log. Screen readers hear each message once, whole:
 * a reply being streamed is hidden from them, and when it settles its words are put
 * back as a new element, which the log announces (not every token on the way).
 */
export function ChatMessages({ messages, thinking, onNavigate }: ChatMessagesProps) {
  return (
    <div role="log" aria-live="polite" aria-relevant="additions" aria-label={chatText.conversationLabel}>
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} onNavigate={onNavigate} />
        ))}
        {thinking && (
          <li className="flex justify-start" data-chat-thinking="">
            <p className={`${assistantBubble} inline-flex items-center gap-2 text-fg-muted`}>
              <span className="sr-only">{chatText.assistant} </span>
              {chatText.thinking}
              <span aria-hidden="true" className="inline-flex gap-1">
                {[0, 150, 300].map((delay) => (
                  <span key={delay} className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" style={{ animationDelay: `${delay}ms` }} />
                ))}
              </span>
            </p>
          </li>
        )}
      </ol>
    </div>
  )
}

const bubble = 'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed break-words'
const assistantBubble = `${bubble} rounded-bl-sm border border-border bg-bg-subtle text-fg`
const apologyBubble = `${bubble} rounded-bl-sm border border-danger/60 bg-bg-subtle text-fg`

function MessageItem({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  if (message.role === 'user') {
    return (
      <li className="flex justify-end" data-chat-role="user">
        <p className={`${bubble} rounded-br-sm bg-primary whitespace-pre-wrap text-primary-fg`}>
          <span className="sr-only">{chatText.you} </span>
          {message.text}
        </p>
      </li>
    )
  }

  const streaming = message.status === 'streaming'
  const settled = !streaming && message.kind === 'answer'
  const sources = settled ? siteSources(message.sources) : []
  const [topSource] = sources
  return (
    <li data-chat-role="assistant" data-chat-kind={message.kind} data-chat-status={message.status}>
      {/* A new element once settled (the key changes), so the log announces the whole reply. */}
      <div key={streaming ? 'streaming' : 'settled'} aria-hidden={streaming || undefined} className="flex flex-col items-start gap-1.5">
        <div data-chat-bubble="" className={message.kind === 'error' ? apologyBubble : assistantBubble}>
          <span className="sr-only">{chatText.assistant} </span>
          <ReplyText text={message.text} onNavigate={onNavigate} />
        </div>
        {settled && message.status === 'stopped' && <p className="px-1 text-xs text-fg-muted">{chatText.stopped}</p>}
        {settled && message.truncated && topSource && (
          <p className="px-1 text-sm" data-chat-read-more="">
            {chatText.readMore}{' '}
            <SourceLink source={topSource} onNavigate={onNavigate} className={`font-semibold ${linkClass}`} />
          </p>
        )}
        {sources.length > 0 && <SourceList id={`${message.id}-sources`} sources={sources} onNavigate={onNavigate} />}
        {!streaming && message.offersContact && (
          <Link
            to={chatText.contactForm.to}
            search={{ topic: chatText.contactForm.topic, ...(message.question ? { message: message.question } : {}) }}
            onClick={onNavigate}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border bg-card px-3 text-sm font-semibold text-primary hover:bg-bg-subtle"
          >
            <Mail aria-hidden="true" className="size-4" />
            {chatText.contactForm.label}
          </Link>
        )}
        {settled && message.bookCall && (
          <Link
            to="/contact"
            search={{ topic: chatText.bookCall.topic, ...(message.question ? { message: message.question } : {}) }}
            onClick={onNavigate}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border bg-card px-3 text-sm font-semibold text-primary hover:bg-bg-subtle"
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {chatText.bookCall.label}
          </Link>
        )}
      </div>
    </li>
  )
}

const linkClass = 'text-primary underline underline-offset-2 hover:no-underline'

/** Sources that are the site's own pages (a restored conversation is read back from storage, so checked again). */
function siteSources(sources: readonly AnswerSource[] | undefined): AnswerSource[] {
  return (sources ?? []).filter((source) => isSitePath(source.href.split('#')[0] ?? ''))
}

/** A page (at its heading) as a router link. */
function SourceLink({ source, onNavigate, className }: { source: AnswerSource; onNavigate: () => void; className: string }) {
  const [path = '/', anchor] = source.href.split('#')
  return (
    <Link to={pageTo(path as `/${string}`)} hash={anchor || undefined} onClick={onNavigate} className={className}>
      {source.title}
      {source.heading && <span className="font-normal text-fg-muted"> – {source.heading}</span>}
    </Link>
  )
}

/** The labelled list of the pages an answer came from, under its bubble. */
function SourceList({ id, sources, onNavigate }: { id: string; sources: readonly AnswerSource[]; onNavigate: () => void }) {
  return (
    <div className="w-full max-w-[85%] px-1" data-chat-sources="">
      <p id={id} className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {chatText.sources}
      </p>
      <ul aria-labelledby={id} className="mt-1 flex flex-col gap-1">
        {sources.map((source) => (
          <li key={source.href} className="flex items-start gap-1.5 text-sm leading-snug">
            <FileText aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-fg-muted" />
            <SourceLink source={source} onNavigate={onNavigate} className={`inline-block py-0.5 font-medium ${linkClass}`} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A reply as plain text: paragraphs, lists and links to the site's own pages, nothing more. */
function ReplyText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  const blocks = formatReply(text)
  return (
    <div className="space-y-2">
      {blocks.map((block, i) => {
        // Blocks have no identity beyond their place in a text that only grows at the end.
        const key = `${block.kind}-${i}`
        if (block.kind === 'paragraph') {
          return (
            <p key={key} className="whitespace-pre-wrap">
              <Inlines parts={block.inlines} onNavigate={onNavigate} />
            </p>
          )
        }
        const List = block.ordered ? 'ol' : 'ul'
        return (
          <List key={key} className={`space-y-1 ps-5 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
            {block.items.map((item, j) => (
              <li key={`item-${j}`}>
                <Inlines parts={item} onNavigate={onNavigate} />
              </li>
            ))}
          </List>
        )
      })}
    </div>
  )
}

function Inlines({ parts, onNavigate }: { parts: readonly Inline[]; onNavigate: () => void }) {
  return parts.map((part, i) =>
    part.kind === 'link' ? (
      <Link key={`link-${i}`} to={pageTo(part.to)} onClick={onNavigate} className="font-semibold text-primary underline underline-offset-2">
        {part.text}
      </Link>
    ) : (
      <span key={`text-${i}`}>{part.text}</span>
    ),
  )
}
