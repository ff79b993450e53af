import * as v from 'valibot'
import type { ChatMessage } from '@machines/chat.machine'

/**
 * The conversation survives a reload of the tab (sessionStorage), never beyond it.
 * What is read back is checked; anything unusable (or unreadable storage) means a
 * fresh conversation, and a failed write is ignored.
 */

export const CONVERSATION_KEY = 'chat-conversation'
/** At most this many messages are kept (the newest). */
export const MAX_STORED_MESSAGES = 60

const messageSchema = v.object({
  id: v.string(),
  role: v.picklist(['user', 'assistant']),
  kind: v.picklist(['greeting', 'question', 'answer', 'error']),
  text: v.string(),
  status: v.optional(v.picklist(['streaming', 'complete', 'stopped', 'interrupted'])),
  question: v.optional(v.string()),
  bookCall: v.optional(v.boolean()),
  sources: v.optional(v.array(v.object({ title: v.string(), heading: v.string(), href: v.pipe(v.string(), v.startsWith('/')) }))),
  truncated: v.optional(v.boolean()),
  signature: v.optional(v.string()),
  offersContact: v.optional(v.boolean()),
})

const conversationSchema = v.array(messageSchema)

function sessionStore(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage
}

export function loadConversation(storage: () => Storage | undefined = sessionStore): ChatMessage[] | undefined {
  try {
    const raw = storage()?.getItem(CONVERSATION_KEY)
    if (!raw) return undefined
    const parsed = v.safeParse(conversationSchema, JSON.parse(raw))
    return parsed.success && parsed.output.length > 0 ? parsed.output : undefined
  } catch {
    return undefined
  }
}

export function saveConversation(messages: readonly ChatMessage[], storage: () => Storage | undefined = sessionStore): void {
  try {
    storage()?.setItem(CONVERSATION_KEY, JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)))
  } catch {
    // Full or disabled storage: the conversation just won't survive a reload.
  }
}
