import * as v from 'valibot'
import { EMBEDDING_MODEL, MAX_EMBEDDING_INPUTS } from '~/shared/ai-contract'
import { passageEmbeddingText, type KnowledgePassage } from '~/shared/assistant-knowledge'

/**
 * The passages' embeddings: computed on first use in batches of at most
 * MAX_EMBEDDING_INPUTS and kept in localStorage across visits, under a version made from
 * the model and every passage's id and embedded text, so a returning visitor pays nothing
 * and a changed site or model computes them again. Stored compactly (each vector scaled
 * to signed bytes, base64): a few hundred passages of 1536 numbers fit well inside the
 * storage quota, and ranking by cosine similarity does not notice the rounding.
 * Storage problems (disabled, full, corrupt) never throw; a failed call does (the
 * knowledge base retries it later), and nothing is stored until every batch succeeded.
 */

/** Where the embeddings are kept (one entry: a new version replaces the old). */
export const EMBEDDING_CACHE_KEY = 'chat-knowledge-embeddings'

export type EmbedTexts = (texts: string[]) => Promise<number[][]>

/** The browser's localStorage; a getter because merely reading it can throw when storage is disabled. */
export type StorageGetter = () => Storage | undefined

const entrySchema = v.object({
  version: v.string(),
  /** Per vector: its scale and its values as signed bytes in base64. */
  vectors: v.array(v.object({ scale: v.pipe(v.number(), v.finite(), v.minValue(0)), bytes: v.pipe(v.string(), v.minLength(1)) })),
})

/** A short, stable fingerprint (cyrb53): enough to tell one version of the passages from another. */
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

/** The cache version of a set of passages under a model. */
export function cacheVersion(passages: readonly KnowledgePassage[], model: string = EMBEDDING_MODEL): string {
  return fingerprint(JSON.stringify([model, passages.map((p) => [p.id, passageEmbeddingText(p)])]))
}

/** A vector as signed bytes (-127..127) with the scale that restores it. */
export function quantise(vector: readonly number[]): { scale: number; bytes: string } {
  const max = vector.reduce((m, x) => Math.max(m, Math.abs(x)), 0)
  const scale = max === 0 ? 0 : max / 127
  const bytes = new Int8Array(vector.length)
  vector.forEach((x, i) => (bytes[i] = scale === 0 ? 0 : Math.round(x / scale)))
  let binary = ''
  for (const byte of new Uint8Array(bytes.buffer)) binary += String.fromCharCode(byte)
  return { scale, bytes: btoa(binary) }
}

export function dequantise({ scale, bytes }: { scale: number; bytes: string }): Float32Array {
  const binary = atob(bytes)
  const raw = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) raw[i] = binary.charCodeAt(i)
  return Float32Array.from(new Int8Array(raw.buffer), (x) => x * scale)
}

function browserStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage
}

/** The cached embeddings of these passages, or null (none, another version, unreadable). */
export function readCachedEmbeddings(passages: readonly KnowledgePassage[], storage: StorageGetter = browserStorage, model?: string): Float32Array[] | null {
  try {
    const raw = storage()?.getItem(EMBEDDING_CACHE_KEY)
    if (!raw) return null
    const parsed = v.safeParse(entrySchema, JSON.parse(raw))
    if (!parsed.success || parsed.output.version !== cacheVersion(passages, model) || parsed.output.vectors.length !== passages.length) return null
    return parsed.output.vectors.map(dequantise)
  } catch {
    return null
  }
}

export function writeCachedEmbeddings(
  passages: readonly KnowledgePassage[],
  embeddings: readonly (readonly number[])[],
  storage: StorageGetter = browserStorage,
  model?: string,
): void {
  try {
    storage()?.setItem(EMBEDDING_CACHE_KEY, JSON.stringify({ version: cacheVersion(passages, model), vectors: embeddings.map(quantise) }))
  } catch {
    // Full or disabled storage: the embeddings are computed again next visit.
  }
}

/** Splits a list into batches of at most `size`. */
export function batches<T>(items: readonly T[], size: number = MAX_EMBEDDING_INPUTS): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * The passages' embeddings, one batched call after another (each at most
 * MAX_EMBEDDING_INPUTS texts: what the proxy accepts), then cached. Throws on the first
 * failed or malformed batch, without calling the rest.
 */
export async function embedPassages(
  passages: readonly KnowledgePassage[],
  embed: EmbedTexts,
  options: { storage?: StorageGetter; model?: string } = {},
): Promise<number[][]> {
  const embeddings: number[][] = []
  for (const batch of batches(passages)) {
    const vectors = await embed(batch.map(passageEmbeddingText))
    if (vectors.length !== batch.length || vectors.some((e) => !Array.isArray(e) || e.length === 0)) {
      throw new Error(`expected ${batch.length} embeddings, got ${vectors.length}`)
    }
    embeddings.push(...vectors)
  }
  writeCachedEmbeddings(passages, embeddings, options.storage, options.model)
  return embeddings
}
