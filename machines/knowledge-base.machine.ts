import { assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate'

/**
 * The chat assistant's knowledge base: the built-in documents and their embeddings.
 *
 * uninitialised -> initialising -> ready, or failed when initialisation throws. It starts
 * on 'kb.init' or on the first 'kb.retrieve'; requests that arrive before it is ready
 * wait in a queue and are answered in order once it is. `failed` still answers (with no
 * documents, so an empty context): the assistant keeps talking without its knowledge.
 *
 * The app provides:
 * - `initialise`: the documents with their embeddings (from the cache, or one batched
 *   embeddings call; a failed call gives empty vectors, never an error).
 * - `retrieve`: the top documents for a question's embedding, joined as context.
 * - `reportFailure` (optional): log why initialisation failed.
 *
 * Each 'kb.retrieve' is answered with a 'kb.retrieved' event sent to its `replyTo`.
 */

export interface KnowledgeDocument {
  id: string
  title: string
  text: string
  /** Filled once computed; empty when the embedding call failed (scores 0). */
  embedding?: readonly number[]
}

/** The answer to a retrieval request: the chosen documents' texts, joined. */
export interface Retrieval {
  context: string
  documentIds: readonly string[]
}

export interface RetrievalRequest {
  requestId: number
  embedding: readonly number[]
  replyTo: AnyActorRef
}

export type KnowledgeBaseEvent = { type: 'kb.init' } | ({ type: 'kb.retrieve' } & RetrievalRequest)

/** Sent to the requester. */
export type KnowledgeBaseReply = { type: 'kb.retrieved'; requestId: number } & Retrieval

export interface KnowledgeBaseContext {
  documents: readonly KnowledgeDocument[]
  /** Requests waiting for an answer, oldest first. */
  pending: readonly RetrievalRequest[]
}

export interface RetrieveInput {
  documents: readonly KnowledgeDocument[]
  embedding: readonly number[]
}

const noContext: Retrieval = { context: '', documentIds: [] }

const kbSetup = setup({
  types: {
    context: {} as KnowledgeBaseContext,
    events: {} as KnowledgeBaseEvent,
  },
  actors: {
    initialise: fromPromise<KnowledgeDocument[]>(async () => []),
    retrieve: fromPromise<Retrieval, RetrieveInput>(async () => noContext),
  },
  actions: {
    enqueue: assign({
      pending: ({ context }, params: RetrievalRequest) => [...context.pending, params],
    }),
    storeDocuments: assign({ documents: (_, params: { documents: readonly KnowledgeDocument[] }) => params.documents }),
    /** Answers the oldest request and drops it from the queue. */
    answerOldest: enqueueActions(({ context, enqueue }, params: Retrieval) => {
      const [oldest, ...rest] = context.pending
      if (!oldest) return
      const reply: KnowledgeBaseReply = { type: 'kb.retrieved', requestId: oldest.requestId, ...params }
      enqueue.sendTo(oldest.replyTo, reply)
      enqueue.assign({ pending: rest })
    }),
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
  },
})

/** What `ready` and `failed` share: answer queued requests one at a time. */
const serving = kbSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'hasPending', target: 'answering' },
    },
    answering: {
      tags: ['answering'],
      invoke: {
        src: 'retrieve',
        input: ({ context }) => ({ documents: context.documents, embedding: context.pending[0]?.embedding ?? [] }),
        onDone: { target: 'idle', actions: { type: 'answerOldest', params: ({ event }) => event.output } },
        // A retrieval that throws still answers, with no context: the question gets a reply.
        onError: { target: 'idle', actions: { type: 'answerOldest', params: noContext } },
      },
    },
  },
})

export const knowledgeBaseMachine = kbSetup.createMachine({
  id: 'knowledgeBase',
  context: { documents: [], pending: [] },
  initial: 'uninitialised',
  on: {
    'kb.retrieve': {
      actions: { type: 'enqueue', params: ({ event }) => ({ requestId: event.requestId, embedding: event.embedding, replyTo: event.replyTo }) },
    },
  },
  states: {
    uninitialised: {
      on: {
        'kb.init': 'initialising',
        'kb.retrieve': {
          target: 'initialising',
          actions: { type: 'enqueue', params: ({ event }) => ({ requestId: event.requestId, embedding: event.embedding, replyTo: event.replyTo }) },
        },
      },
    },
    initialising: {
      tags: ['initialising'],
      invoke: {
        src: 'initialise',
        onDone: { target: 'ready', actions: { type: 'storeDocuments', params: ({ event }) => ({ documents: event.output }) } },
        onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: { tags: ['ready'], ...serving },
    failed: { tags: ['failed'], ...serving },
  },
})
