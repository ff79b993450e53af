import * as v from 'valibot'
import type { KnowledgeDocument } from '@machines/knowledge-base.machine'
import { EMBEDDING_MODEL } from '~/shared/ai-contract'

/**
 * The knowledge documents' embeddings: computed on first use in one batched call and
 * kept in localStorage across visits, under a key made from the model and every
 * document's id and text, so a returning visitor pays nothing and a changed document or
 * model computes them again. Storage problems (disabled, full, corrupt) never throw.
 * A failed call is logged and gives every document an empty vector (scores 0), and is
 * not stored, so the next visit tries again.
 */

/** Where the embeddings are kept (one entry: a new version replaces the old). */
export const EMBEDDING_CACHE_KEY = 'chat-knowledge-embeddings'

export type EmbedTexts = (texts: string[]) => Promise<number[][]>

export interface EmbeddingCacheOptions {
  /** The browser's localStorage; a getter because merely reading it can throw when storage is disabled. */
  storage?: () => Storage | undefined
  model?: string
}

const entrySchema = v.object({
  version: v.string(),
  embeddings: v.array(v.pipe(v.array(v.pipe(v.number(), v.finite())), v.minLength(1))),
})

/** A short, stable fingerprint (cyrb53): enough to tell one version of the documents from another. */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** The cache version of a set of documents under a model. */
export function cacheVersion(documents: readonly KnowledgeDocument[], model: string): string {
  return fingerprint(JSON.stringify([model, documents.map((d) => [d.id, d.text])]))
}

function browserStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage
}

function readCached(storage: () => Storage | undefined, version: string, count: number): number[][] | null {
  try {
    const raw = storage()?.getItem(EMBEDDING_CACHE_KEY)
    if (!raw) return null
    const parsed = v.safeParse(entrySchema, JSON.parse(raw))
    if (!parsed.success || parsed.output.version !== version || parsed.output.embeddings.length !== count) return null
    return parsed.output.embeddings
  } catch {
    return null
  }
}

function writeCached(storage: () => Storage | undefined, version: string, embeddings: number[][]): void {
  try {
    storage()?.setItem(EMBEDDING_CACHE_KEY, JSON.stringify({ version, embeddings }))
  } catch {
    // Full or disabled storage: the embeddings are computed again next visit.
  }
}

/** The documents with their embeddings, from the cache or from one batched call. */
export async function embedDocuments(
  documents: readonly KnowledgeDocument[],
  embed: EmbedTexts,
  options: EmbeddingCacheOptions = {},
): Promise<KnowledgeDocument[]> {
  const storage = options.storage ?? browserStorage
  const version = cacheVersion(documents, options.model ?? EMBEDDING_MODEL)
  const cached = readCached(storage, version, documents.length)
  if (cached) return documents.map((document, i) => ({ ...document, embedding: cached[i] ?? [] }))

  try {
    const embeddings = await embed(documents.map((d) => d.text))
    if (embeddings.length !== documents.length || embeddings.some((e) => !Array.isArray(e) || e.length === 0)) {
      throw new Error(`expected ${documents.length} embeddings, got ${embeddings.length}`)
    }
    writeCached(storage, version, embeddings)
    return documents.map((document, i) => ({ ...document, embedding: embeddings[i] ?? [] }))
  } catch (error) {
    console.warn('Chat assistant: the knowledge documents could not be embedded; answering without ranking them.', error)
    return documents.map((document) => ({ ...document, embedding: [] }))
  }
}
