import { assign, fromPromise, setup } from 'xstate'

/**
 * The assistant's passages as the server ranks them for a question: by their words from
 * the start, and by their meaning too once every passage has its embedding (a vector).
 *
 *   uninitialised -> initialising -> ready (words and meaning)
 *                          \-> degraded (words only) -> initialising ...
 *
 * initialising: `loading` the vectors this deploy's passages already have (kept in the
 * proxy's store, shared by the instances), else `embedding` them with the provider (the
 * app keeps them in the store for the next instance). A failure leaves the knowledge base
 * `degraded`: it waits out a backoff (coolingDown: 5 s, then 15 s, 45 s ... at most 5 min)
 * and tries again on the next question after it (waiting), never in between, so an idle
 * site with a failing provider makes no calls. Until the vectors exist, questions are
 * ranked by their words alone: nothing ever waits for them.
 *
 * It starts on 'kb.init' (the server sends it when it starts) or on the first 'kb.asked'
 * (sent on every question). Tags: 'words-only' until the vectors exist, then 'meaning'.
 *
 * The app provides:
 * - `loadVectors`: the stored vectors of the passages (null when there are none yet).
 * - `embedPassages`: the passages' vectors from the provider (and keeps them); throws on failure.
 * - `reportFailure` (optional): logs why loading or embedding failed.
 */

/** One vector per passage, in the knowledge's order. */
export type PassageVectors = readonly ArrayLike<number>[]

export interface KnowledgeBaseInput {
  /** How many passages the knowledge holds: vectors of another count are not theirs. */
  passageCount: number
}

export type KnowledgeBaseEvent = { type: 'kb.init' } | { type: 'kb.asked' }

export interface KnowledgeBaseContext {
  passageCount: number
  /** The passages' vectors once they exist. */
  vectors: PassageVectors | null
  /** Failed attempts in a row (sets the backoff). */
  failures: number
}

/** The wait before trying again after `failures` failed attempts in a row. */
export function embeddingRetryDelay(failures: number): number {
  return Math.min(5_000 * 3 ** Math.max(0, failures - 1), 300_000)
}

export const knowledgeBaseMachine = setup({
  types: {
    context: {} as KnowledgeBaseContext,
    events: {} as KnowledgeBaseEvent,
    input: {} as KnowledgeBaseInput,
    tags: {} as 'words-only' | 'meaning' | 'degraded',
  },
  actors: {
    // Placeholders: the app provides both (the machine itself calls nothing).
    loadVectors: fromPromise<PassageVectors | null>(async () => null),
    embedPassages: fromPromise<PassageVectors>(async () => []),
  },
  actions: {
    keepVectors: assign((_, params: { vectors: PassageVectors }) => ({
      vectors: params.vectors,
      failures: 0,
    })),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    reportFailure: (_, _params: { error: unknown; stage: 'load' | 'embed' }) => {},
  },
  guards: {
    noPassages: ({ context }) => context.passageCount === 0,
    /** Vectors, one per passage (anything else is some other knowledge's, or nothing). */
    fitsThePassages: ({ context }, params: { vectors: PassageVectors | null }) => params.vectors?.length === context.passageCount,
  },
  delays: {
    retry: ({ context }) => embeddingRetryDelay(context.failures),
  },
}).createMachine({
  id: 'knowledgeBase',
  context: ({ input }) => ({
    passageCount: input.passageCount,
    vectors: null,
    failures: 0,
  }),
  initial: 'uninitialised',
  states: {
    uninitialised: {
      tags: ['words-only'],
      on: { 'kb.init': 'initialising', 'kb.asked': 'initialising' },
    },
    initialising: {
      tags: ['words-only'],
      initial: 'checking',
      states: {
        checking: {
          always: [
            {
              guard: 'noPassages',
              target: '#knowledgeBase.ready',
              actions: { type: 'keepVectors', params: { vectors: [] } },
            },
            { target: 'loading' },
          ],
        },
        loading: {
          invoke: {
            src: 'loadVectors',
            onDone: [
              {
                guard: {
                  type: 'fitsThePassages',
                  params: ({ event }) => ({ vectors: event.output }),
                },
                target: '#knowledgeBase.ready',
                actions: {
                  type: 'keepVectors',
                  params: ({ event }) => ({ vectors: event.output ?? [] }),
                },
              },
              { target: 'embedding' },
            ],
            // The store could not be read: the provider can still give the vectors.
            onError: {
              target: 'embedding',
              actions: {
                type: 'reportFailure',
                params: ({ event }) => ({
                  error: event.error,
                  stage: 'load' as const,
                }),
              },
            },
          },
        },
        embedding: {
          invoke: {
            src: 'embedPassages',
            onDone: [
              {
                guard: {
                  type: 'fitsThePassages',
                  params: ({ event }) => ({ vectors: event.output }),
                },
                target: '#knowledgeBase.ready',
                actions: {
                  type: 'keepVectors',
                  params: ({ event }) => ({ vectors: event.output }),
                },
              },
              {
                target: '#knowledgeBase.degraded',
                actions: [
                  'countFailure',
                  {
                    type: 'reportFailure',
                    params: () => ({
                      error: new Error('the provider gave a vector count unlike the passages'),
                      stage: 'embed' as const,
                    }),
                  },
                ],
              },
            ],
            onError: {
              target: '#knowledgeBase.degraded',
              actions: [
                'countFailure',
                {
                  type: 'reportFailure',
                  params: ({ event }) => ({
                    error: event.error,
                    stage: 'embed' as const,
                  }),
                },
              ],
            },
          },
        },
      },
    },
    degraded: {
      tags: ['words-only', 'degraded'],
      initial: 'coolingDown',
      states: {
        coolingDown: { after: { retry: 'waiting' } },
        waiting: { on: { 'kb.asked': '#knowledgeBase.initialising' } },
      },
    },
    ready: { tags: ['meaning'] },
  },
})
