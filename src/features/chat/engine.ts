import { chatMachine, fromReplyStream, type ChatInput, type ChatMessage, type ReplyResult } from '@machines/chat.machine'
import { MAX_HISTORY_MESSAGES, MAX_USER_MESSAGE_CHARS } from '~/shared/ai-contract'
import { chatMachineTexts } from './chat-text'
import { loadConversation, saveConversation } from './conversation-storage'
import { buildChatMessages, suggestsCall, type PromptMessage } from './prompt'

/**
 * Wires the chat machine to its side effects. Everything it needs comes in as plain
 * functions, so the widget passes TanStack Query mutations and the tests pass fakes.
 */
export interface ChatEngineDeps {
  /** A streamed chat completion, resolving with the reply as kept and the end of the turn (ai-client's streamReply). */
  streamReply: (messages: PromptMessage[], options: { onToken: (token: string) => void; signal: AbortSignal }) => Promise<string | ReplyResult>
  /** Whether a failed call means the site's daily budget is spent (ai-limits' isBudgetSpent). */
  isBudgetSpent?: (error: unknown) => boolean
  /** Whether a failed call means this visitor's daily allowance is spent (ai-limits' isAllowanceSpent). */
  isAllowanceSpent?: (error: unknown) => boolean
  /** Keeps the conversation after each change; sessionStorage by default. */
  persist?: (messages: readonly ChatMessage[]) => void
}

/** The chat machine with every actor, action and guard the app provides. */
export function createChatMachine(deps: ChatEngineDeps) {
  return chatMachine.provide({
    actors: {
      streamReply: fromReplyStream((input, { onToken, signal }) => deps.streamReply(buildChatMessages({ question: input.question, history: input.history }), { onToken, signal })),
    },
    actions: {
      persistMessages: (_, params) => (deps.persist ?? saveConversation)(params.messages),
      reportReplyFailure: (_, params) => console.warn('Chat assistant: the reply failed.', params.error),
    },
    guards: {
      suggestsCall: (_, params) => suggestsCall(params.question, params.reply),
      isBudgetSpent: (_, params) => deps.isBudgetSpent?.(params.error) ?? false,
      isAllowanceSpent: (_, params) => deps.isAllowanceSpent?.(params.error) ?? false,
    },
  })
}

/** The chat machine's input: the site's texts and limits, and the conversation of this tab if any. */
export function chatInput(messages: readonly ChatMessage[] | undefined = loadConversation()): ChatInput {
  return {
    texts: chatMachineTexts,
    ...(messages ? { messages } : {}),
    maxMessageChars: MAX_USER_MESSAGE_CHARS,
    historyLimit: MAX_HISTORY_MESSAGES,
  }
}
