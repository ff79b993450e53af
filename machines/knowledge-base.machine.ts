import { assign, enqueueActions, fromPromise, raise, setup, type AnyActorRef } from 'xstate'

/**
 * The chat assistant's knowledge: the site's passages, their lexical index and (when
 * computed) their embeddings.
 *
 * uninitialised -> loading -> ready, or unavailable when loading throws. It starts on
 * 'kb.init' or on the first 'kb.retrieve'; requests that arrive while it loads wait in a
 * queue and are answered in order once it is ready. `unavailable` still answers (with no
 * passages): the assistant keeps talking without its knowledge, and the next question
 * tries to load it again.
 *
 * In `ready`, two regions run side by side:
 * - serving: answers queued requests one at a time, with the embeddings there are so far
 *   (none yet: the app's retrieval ranks by words alone, never waiting for them).
 * - embeddings: restored from the app's cache with the knowledge (embedded), or computed
 *   (embedding). A failed computation waits out a backoff (coolingDown: 5 s, then 15 s,
 *   45 s ... at most 5 min) and is tried again on the next question after it (waiting).
 *
 * The app provides:
 * - `load`: the knowledge and its cached embeddings (null when there are none).
 * - `embedKnowledge`: the passages' embeddings (batched calls); throws when a call fails.
 * - `retrieve`: the passages (and sources) for a question, from its words and embedding.
 * - `reportFailure` (optional): log why loading or embedding failed.
 *
 * Each 'kb.retrieve' is answered with a 'kb.retrieved' event sent to its `replyTo`.
 */

/** A passage as the machine passes it on (the app's KnowledgePassage has this shape). */
export interface RetrievedPassage {
  id: string
  path: string
  title: string
  heading: string
  anchor: string
  text: string
}

/** A source shown under an answer: a page (at a heading) the answer's passages came from. */
export interface AnswerSource {
  title: string
  heading: string
  href: string
}

/** The loaded knowledge: opaque to the machine except for how many passages it holds. */
export interface Knowledge {
  readonly passages: readonly RetrievedPassage[]
}

/** One vector per passage, in the knowledge's order. */
export type Embeddings = readonly ArrayLike<number>[]

export interface LoadedKnowledge {
  knowledge: Knowledge
  /** From the cache; null when they still have to be computed. */
  embeddings: Embeddings | null
}

/** The answer to a retrieval request: the passages for the prompt and the sources to show. */
export interface Retrieval {
  passages: readonly RetrievedPassage[]
  sources: readonly AnswerSource[]
}

export interface RetrievalRequest {
  requestId: number
  question: string
  embedding: readonly number[]
  replyTo: AnyActorRef
}

/** 'kb.asked' is internal: a question arrived while ready (failed embeddings retry on it). */
export type KnowledgeBaseEvent = { type: 'kb.init' } | ({ type: 'kb.retrieve' } & RetrievalRequest) | { type: 'kb.asked' }

/** Sent to the requester. */
export type KnowledgeBaseReply = { type: 'kb.retrieved'; requestId: number } & Retrieval

export interface KnowledgeBaseContext {
  knowledge: Knowledge | null
  embeddings: Embeddings | null
  /** Failed embedding attempts in a row (sets the backoff). */
  embeddingFailures: number
  /** Requests waiting for an answer, oldest first. */
  pending: readonly RetrievalRequest[]
}

export interface RetrieveInput {
  knowledge: Knowledge
  embeddings: Embeddings | null
  question: string
  embedding: readonly number[]
}

const noRetrieval: Retrieval = { passages: [], sources: [] }

/** The wait before embedding again after `failures` failed attempts in a row. */
export function embeddingRetryDelay(failures: number): number {
  return Math.min(5_000 * 3 ** Math.max(0, failures - 1), 300_000)
}

const kbSetup = setup({
  types: {
    context: {} as KnowledgeBaseContext,
    events: {} as KnowledgeBaseEvent,
    tags: {} as 'loading' | 'ready' | 'unavailable' | 'answering' | 'embedding' | 'embedded' | 'embeddings-failed',
  },
  actors: {
    load: fromPromise<LoadedKnowledge>(async () => ({ knowledge: { passages: [] }, embeddings: null })),
    embedKnowledge: fromPromise<Embeddings, { knowledge: Knowledge }>(async () => []),
    retrieve: fromPromise<Retrieval, RetrieveInput>(async () => noRetrieval),
  },
  actions: {
    enqueue: assign({
      pending: ({ context }, params: RetrievalRequest) => [...context.pending, params],
    }),
    storeKnowledge: assign((_, params: LoadedKnowledge) => ({ knowledge: params.knowledge, embeddings: params.embeddings })),
    storeEmbeddings: assign((_, params: { embeddings: Embeddings }) => ({ embeddings: params.embeddings, embeddingFailures: 0 })),
    countEmbeddingFailure: assign({ embeddingFailures: ({ context }) => context.embeddingFailures + 1 }),
    /** Answers the oldest request and drops it from the queue. */
    answerOldest: enqueueActions(({ context, enqueue }, params: Retrieval) => {
      const [oldest, ...rest] = context.pending
      if (!oldest) return
      const reply: KnowledgeBaseReply = { type: 'kb.retrieved', requestId: oldest.requestId, passages: params.passages, sources: params.sources }
      enqueue.sendTo(oldest.replyTo, reply)
      enqueue.assign({ pending: rest })
    }),
    reportFailure: (_, _params: { error: unknown; stage: 'load' | 'embed' }) => {},
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    hasEmbeddings: ({ context }) => context.embeddings !== null && context.embeddings.length === (context.knowledge?.passages.length ?? -1),
    hasPassages: ({ context }) => (context.knowledge?.passages.length ?? 0) > 0,
  },
  delays: {
    embeddingRetry: ({ context }) => embeddingRetryDelay(context.embeddingFailures),
  },
})

function requestOf(event: KnowledgeBaseEvent): RetrievalRequest {
  if (event.type !== 'kb.retrieve') throw new Error(`not a retrieval request: ${event.type}`)
  return { requestId: event.requestId, question: event.question, embedding: event.embedding, replyTo: event.replyTo }
}

const enqueueRequest = { type: 'enqueue', params: ({ event }: { event: KnowledgeBaseEvent }) => requestOf(event) } as const

/** Answers queued requests one at a time: from the knowledge when there is some, else with nothing. */
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
        input: ({ context }) => {
          const oldest = context.pending[0]
          return { knowledge: context.knowledge ?? { passages: [] }, embeddings: context.embeddings, question: oldest?.question ?? '', embedding: oldest?.embedding ?? [] }
        },
        onDone: { target: 'idle', actions: { type: 'answerOldest', params: ({ event }) => event.output } },
        // A retrieval that throws still answers, with no passages: the question gets a reply.
        onError: { target: 'idle', actions: { type: 'answerOldest', params: noRetrieval } },
      },
    },
  },
})

export const knowledgeBaseMachine = kbSetup.createMachine({
  id: 'knowledgeBase',
  context: { knowledge: null, embeddings: null, embeddingFailures: 0, pending: [] },
  initial: 'uninitialised',
  on: {
    'kb.retrieve': { actions: enqueueRequest },
  },
  states: {
    uninitialised: {
      on: {
        'kb.init': 'loading',
        'kb.retrieve': { target: 'loading', actions: enqueueRequest },
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: { type: 'storeKnowledge', params: ({ event }) => event.output } },
        onError: { target: 'unavailable', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error, stage: 'load' as const }) } },
      },
    },
    unavailable: {
      tags: ['unavailable'],
      on: {
        // The next question tries again (and waits for that attempt).
        'kb.retrieve': { target: 'loading', actions: enqueueRequest },
      },
      ...serving,
    },
    ready: {
      tags: ['ready'],
      type: 'parallel',
      on: {
        'kb.retrieve': { actions: [enqueueRequest, raise({ type: 'kb.asked' })] },
      },
      states: {
        serving,
        embeddings: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'hasEmbeddings', target: 'embedded' }, { guard: 'hasPassages', target: 'embedding' }, { target: 'embedded' }],
            },
            embedding: {
              tags: ['embedding'],
              invoke: {
                src: 'embedKnowledge',
                input: ({ context }) => ({ knowledge: context.knowledge ?? { passages: [] } }),
                onDone: { target: 'embedded', actions: { type: 'storeEmbeddings', params: ({ event }) => ({ embeddings: event.output }) } },
                onError: {
                  target: 'coolingDown',
                  actions: ['countEmbeddingFailure', { type: 'reportFailure', params: ({ event }) => ({ error: event.error, stage: 'embed' as const }) }],
                },
              },
            },
            coolingDown: {
              tags: ['embeddings-failed'],
              after: { embeddingRetry: 'waiting' },
            },
            waiting: {
              tags: ['embeddings-failed'],
              on: {
                // The question itself is answered by the serving region (by words alone this time).
                'kb.asked': 'embedding',
              },
            },
            embedded: { tags: ['embedded'] },
          },
        },
      },
    },
  },
})
