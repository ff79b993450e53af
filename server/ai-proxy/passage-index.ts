/**
 * The passages the server ranks for each question: their words (a lexical index, built
 * at start) and their meaning (one embedding per passage), fused by retrieve() of
 * src/shared/retrieval.ts. The knowledge-base machine says where the meaning half is:
 * initialising (loading the vectors this deploy's passages have in the store, else
 * embedding them once and keeping them there for every instance), ready, or degraded to
 * words only (retried with backoff on a later question). Ranking never waits for it.
 *
 * Instances that start together do not all pay for the passages: the first takes a lock
 * in the store and embeds them; the others wait for its vectors (up to a minute, then
 * embed them themselves).
 */
import { createActor, fromPromise } from 'xstate'
import { knowledgeBaseMachine, type PassageVectors } from '../../machines/knowledge-base.machine.ts'
import { passageEmbeddingText, type KnowledgeFile } from '../../src/shared/assistant-knowledge.ts'
import { createLexicalIndex, retrieve, type Retrieved, type SearchableKnowledge } from '../../src/shared/retrieval.ts'
import { decodeVectors, embeddingsKey, encodeVectors } from './embeddings.ts'
import type { ProxyStore } from './store.ts'

/** Passages per embeddings call: well inside what OpenAI-compatible providers take in one request. */
export const PASSAGE_BATCH = 64
/** How long the passages' vectors are kept in the store (a new build's passages get a new key). */
export const PASSAGE_VECTORS_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** How long other instances wait for the one embedding the passages. */
const LOCK_MS = 60_000
const POLL_MS = 1_000

export interface PassageIndexOptions {
  knowledge: KnowledgeFile
  store: ProxyStore
  model: string
  /** The provider's vectors for these texts, in order (one call); throws on failure. */
  embed: (texts: string[]) => Promise<ArrayLike<number>[]>
  log: (message: string) => void
  /** Waits between polls of the store (tests pass a faster one). */
  sleep?: (ms: number) => Promise<void>
}

export function createPassageIndex({ knowledge, store, model, embed, log, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }: PassageIndexOptions) {
  const searchable: SearchableKnowledge = { passages: knowledge.passages, index: createLexicalIndex(knowledge.passages) }
  const texts = knowledge.passages.map(passageEmbeddingText)
  const key = embeddingsKey('passages', model, texts)

  async function stored(): Promise<PassageVectors | null> {
    return decodeVectors(await store.get(await key))
  }

  /** The vectors of another instance that holds the lock, if they arrive within LOCK_MS. */
  async function waitForAnother(): Promise<PassageVectors | null> {
    for (let waited = 0; waited < LOCK_MS; waited += POLL_MS) {
      await sleep(POLL_MS)
      const vectors = await stored()
      if (vectors) return vectors
    }
    return null
  }

  async function embedPassages(): Promise<PassageVectors> {
    const storeKey = await key
    if ((await store.incr(`${storeKey}:lock`, LOCK_MS)) > 1) {
      const another = await waitForAnother()
      if (another) return another
    }
    const vectors: ArrayLike<number>[] = []
    for (let i = 0; i < texts.length; i += PASSAGE_BATCH) vectors.push(...(await embed(texts.slice(i, i + PASSAGE_BATCH))))
    const encoded = encodeVectors(vectors)
    // Kept as stored (bytes), so every instance ranks with the same vectors.
    await store.set(storeKey, encoded, PASSAGE_VECTORS_TTL_MS).catch((error: unknown) => log(`[ai-proxy] the passage embeddings could not be stored: ${String(error)}`))
    return decodeVectors(encoded) ?? []
  }

  const actor = createActor(
    knowledgeBaseMachine.provide({
      actors: { loadVectors: fromPromise(stored), embedPassages: fromPromise(embedPassages) },
      actions: {
        reportFailure: (_, { error, stage }) =>
          log(
            stage === 'load'
              ? `[ai-proxy] the stored passage embeddings could not be read (${String(error)}); embedding the passages`
              : `[ai-proxy] the passages could not be embedded (${String(error)}); ranking by words until a later question tries again`,
          ),
      },
    }),
    { input: { passageCount: knowledge.passages.length } },
  ).start()

  return {
    actor,
    /** Starts loading or embedding the passages' vectors (the server does at start). */
    start: () => actor.send({ type: 'kb.init' }),
    /** Whether questions are ranked by meaning too (so a question is worth embedding). */
    hasMeaning: () => actor.getSnapshot().hasTag('meaning'),
    /** The passages for a question (ranked, in a conversation, with the visitor's earlier one); a degraded index takes it as the cue to try again. */
    rank(question: string, questionEmbedding: readonly number[], conversation: string = question): Retrieved {
      actor.send({ type: 'kb.asked' })
      return retrieve(searchable, actor.getSnapshot().context.vectors, { question, questionEmbedding, conversation })
    },
  }
}

export type PassageIndex = ReturnType<typeof createPassageIndex>
