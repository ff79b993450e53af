import { fromPromise } from 'xstate'
import { chatMachine, fromReplyStream, type ChatInput, type ChatMessage } from '@machines/chat.machine'
import { knowledgeBaseMachine, type KnowledgeDocument } from '@machines/knowledge-base.machine'
import { MAX_HISTORY_MESSAGES, MAX_USER_MESSAGE_CHARS } from '~/shared/ai-contract'
import { chatMachineTexts } from './chat-text'
import { loadConversation, saveConversation } from './conversation-storage'
import { embedDocuments } from './embedding-cache'
import { buildChatMessages, suggestsCall, type PromptMessage } from './prompt'
import { retrieve } from './retrieval'

/**
 * Wires the chat and knowledge-base machines to their side effects. Everything it needs
 * comes in as plain functions, so the widget passes TanStack Query mutations and the
 * tests pass fakes.
 */
export interface ChatEngineDeps {
  /** One embeddings call for several texts (ai-client's embed). */
  embed: (texts: string[], signal?: AbortSignal) => Promise<number[][]>
  /** A streamed chat completion, resolving with the whole text (ai-client's streamReply). */
  streamReply: (messages: PromptMessage[], options: { onToken: (token: string) => void; signal: AbortSignal }) => Promise<string>
  /** The knowledge documents; by default the knowledge module, loaded on first use. */
  loadDocuments?: () => Promise<readonly KnowledgeDocument[]>
  /** Where document embeddings are kept; localStorage by default. */
  embeddingStorage?: () => Storage | undefined
  /** Keeps the conversation after each change; sessionStorage by default. */
  persist?: (messages: readonly ChatMessage[]) => void
}

const loadKnowledge = async () => (await import('./knowledge')).loadKnowledgeDocuments()

/** The chat machine with every actor, action and guard the app provides. */
export function createChatMachine(deps: ChatEngineDeps) {
  const knowledgeBase = knowledgeBaseMachine.provide({
    actors: {
      initialise: fromPromise(async () => embedDocuments(await (deps.loadDocuments ?? loadKnowledge)(), deps.embed, { storage: deps.embeddingStorage })),
      retrieve: fromPromise(async ({ input }) => retrieve(input.documents, input.embedding)),
    },
    actions: {
      reportFailure: (_, params) => console.warn('Chat assistant: the knowledge base could not be loaded; answering without it.', params.error),
    },
  })

  return chatMachine.provide({
    actors: {
      knowledgeBase,
      embedQuestion: fromPromise(async ({ input, signal }) => (await deps.embed([input.text], signal))[0] ?? []),
      streamReply: fromReplyStream((input, { onToken, signal }) =>
        deps.streamReply(buildChatMessages({ question: input.question, context: input.context, history: input.history }), { onToken, signal }),
      ),
    },
    actions: {
      persistMessages: (_, params) => (deps.persist ?? saveConversation)(params.messages),
      reportEmbeddingFailure: (_, params) => console.warn('Chat assistant: the question could not be embedded; answering without ranking.', params.error),
      reportReplyFailure: (_, params) => console.warn('Chat assistant: the reply failed.', params.error),
    },
    guards: {
      suggestsCall: (_, params) => suggestsCall(params.question, params.reply),
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
