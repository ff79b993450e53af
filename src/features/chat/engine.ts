import { fromPromise } from 'xstate'
import { chatMachine, fromReplyStream, type ChatInput, type ChatMessage, type ReplyResult } from '@machines/chat.machine'
import { knowledgeBaseMachine, type Knowledge, type LoadedKnowledge } from '@machines/knowledge-base.machine'
import { MAX_HISTORY_MESSAGES, MAX_USER_MESSAGE_CHARS } from '~/shared/ai-contract'
import type { KnowledgeFile } from '~/shared/assistant-knowledge'
import { chatMachineTexts } from './chat-text'
import { loadConversation, saveConversation } from './conversation-storage'
import { embedPassages, readCachedEmbeddings, type StorageGetter } from './embedding-cache'
import { buildChatMessages, suggestsCall, type PromptMessage } from './prompt'
import { retrievePassages, type SearchableKnowledge } from '~/shared/retrieval'
import { fetchKnowledge, searchable, sourcesOf } from './site-knowledge'

/**
 * Wires the chat and knowledge-base machines to their side effects. Everything it needs
 * comes in as plain functions, so the widget passes TanStack Query mutations and the
 * tests pass fakes.
 */
export interface ChatEngineDeps {
  /** One embeddings call for several texts (ai-client's embed). */
  embed: (texts: string[], signal?: AbortSignal) => Promise<number[][]>
  /** A streamed chat completion, resolving with the whole text and whether it was cut at the length limit (ai-client's streamReply). */
  streamReply: (messages: PromptMessage[], options: { onToken: (token: string) => void; signal: AbortSignal }) => Promise<string | ReplyResult>
  /** Whether a failed call means the proxy's daily budget is spent (ai-client's isBudgetSpent). */
  isBudgetSpent?: (error: unknown) => boolean
  /** The built knowledge; by default fetched from KNOWLEDGE_FILE on the first question. */
  loadKnowledge?: () => Promise<KnowledgeFile>
  /** Where passage embeddings are kept; localStorage by default. */
  embeddingStorage?: StorageGetter
  /** Keeps the conversation after each change; sessionStorage by default. */
  persist?: (messages: readonly ChatMessage[]) => void
}

/** The machine holds the knowledge opaquely; this is what the engine put there. */
const asSearchable = (knowledge: Knowledge) => knowledge as SearchableKnowledge

/** The chat machine with every actor, action and guard the app provides. */
export function createChatMachine(deps: ChatEngineDeps) {
  const knowledgeBase = knowledgeBaseMachine.provide({
    actors: {
      load: fromPromise<LoadedKnowledge>(async () => {
        const file = await (deps.loadKnowledge ?? fetchKnowledge)()
        return { knowledge: searchable(file), embeddings: readCachedEmbeddings(file.passages, deps.embeddingStorage) }
      }),
      embedKnowledge: fromPromise(async ({ input }) =>
        embedPassages(asSearchable(input.knowledge).passages, (texts) => deps.embed(texts), deps.embeddingStorage ? { storage: deps.embeddingStorage } : {}),
      ),
      retrieve: fromPromise(async ({ input }) => {
        const passages = retrievePassages(asSearchable(input.knowledge), input.embeddings, { question: input.question, questionEmbedding: input.embedding })
        return { passages, sources: sourcesOf(passages) }
      }),
    },
    actions: {
      reportFailure: (_, params) =>
        console.warn(
          params.stage === 'load'
            ? 'Chat assistant: the knowledge could not be loaded; answering without it.'
            : 'Chat assistant: the knowledge could not be embedded; ranking by words until a later try.',
          params.error,
        ),
    },
  })

  return chatMachine.provide({
    actors: {
      knowledgeBase,
      embedQuestion: fromPromise(async ({ input, signal }) => (await deps.embed([input.text], signal))[0] ?? []),
      streamReply: fromReplyStream((input, { onToken, signal }) =>
        deps.streamReply(buildChatMessages({ question: input.question, passages: input.passages, history: input.history }), { onToken, signal }),
      ),
    },
    actions: {
      persistMessages: (_, params) => (deps.persist ?? saveConversation)(params.messages),
      reportEmbeddingFailure: (_, params) => console.warn('Chat assistant: the question could not be embedded; ranking by its words.', params.error),
      reportReplyFailure: (_, params) => console.warn('Chat assistant: the reply failed.', params.error),
    },
    guards: {
      suggestsCall: (_, params) => suggestsCall(params.question, params.reply),
      isBudgetSpent: (_, params) => deps.isBudgetSpent?.(params.error) ?? false,
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
