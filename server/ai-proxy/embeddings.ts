/**
 * The proxy's embeddings: the only texts it ever sends to the provider's /embeddings are
 * the passages of the knowledge it holds (once per deploy: passage-index.ts) and the
 * question of a chat request. Both are kept in the store compactly: each vector as signed
 * bytes with its scale (ranking by cosine similarity does not notice the rounding), the
 * passages' under a hash of the model and every passage text, a question's under a hash
 * of the model and its text for an hour.
 */
import type { CallRefusal } from './daily-limits.ts'
import type { ProxyStore } from './store.ts'
import { postUpstream, readJson, type Upstream, type UpstreamResult } from './upstream.ts'

/** How long a question's embedding is kept (the privacy notice says so). */
export const QUESTION_TTL_MS = 60 * 60 * 1000

/** The provider's vectors for `texts`, in their order; a failure as the proxy's own (logged there). */
export async function requestEmbeddings(upstream: Upstream, model: string, texts: readonly string[], signal: AbortSignal): Promise<UpstreamResult<{ vectors: number[][] }>> {
  const sent = await postUpstream(upstream, '/embeddings', { model, input: texts, encoding_format: 'float' }, signal)
  if (!sent.ok) return sent
  const read = await readJson(upstream, '/embeddings', sent.response, signal)
  if (!read.ok) return read
  const data = (JSON.parse(read.json) as { data?: { index?: unknown; embedding?: unknown }[] }).data ?? []
  const vectors = [...data].sort((a, b) => Number(a.index) - Number(b.index)).map((item) => item.embedding)
  if (vectors.length !== texts.length || !vectors.every(isVector)) {
    upstream.log(`[ai-proxy] POST /embeddings -> 502: expected ${texts.length} vectors, got ${vectors.length}`)
    return { ok: false, failure: { status: 502, message: 'The AI service could not answer.' } }
  }
  return { ok: true, vectors }
}

const isVector = (value: unknown): value is number[] => Array.isArray(value) && value.length > 0 && value.every((x) => typeof x === 'number' && Number.isFinite(x))

/** A vector as signed bytes (-127..127) and the scale that restores it. */
interface Packed {
  scale: number
  bytes: string
}

function pack(vector: ArrayLike<number>): Packed {
  let max = 0
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i]!))
  const scale = max === 0 ? 0 : max / 127
  const bytes = Int8Array.from({ length: vector.length }, (_, i) => (scale === 0 ? 0 : Math.round(vector[i]! / scale)))
  return { scale, bytes: Buffer.from(bytes.buffer).toString('base64') }
}

function unpack({ scale, bytes }: Packed): Float32Array {
  const raw = Buffer.from(bytes, 'base64')
  return Float32Array.from(new Int8Array(raw.buffer, raw.byteOffset, raw.length), (x) => x * scale)
}

/** Vectors as the store keeps them (JSON text). */
export function encodeVectors(vectors: readonly ArrayLike<number>[]): string {
  return JSON.stringify(vectors.map(pack))
}

/** Stored vectors back, or null when the text is not what encodeVectors wrote. */
export function decodeVectors(text: string | undefined): Float32Array[] | null {
  if (text === undefined) return null
  try {
    const packed = JSON.parse(text) as unknown
    if (!Array.isArray(packed) || !packed.every((p: Partial<Packed>) => typeof p?.scale === 'number' && typeof p.bytes === 'string')) return null
    return (packed as Packed[]).map(unpack)
  } catch {
    return null
  }
}

/** A store key for texts embedded by a model: a hash of both. */
export async function embeddingsKey(kind: 'passages' | 'question', model: string, texts: readonly string[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify([model, texts])))
  return `${kind}-vectors:${Buffer.from(digest).toString('hex')}`
}

export type QuestionVector = { ok: true; vector: number[] } | { ok: false; refusal?: CallRefusal }

/**
 * Questions' embeddings: from the store when the same question was embedded within the
 * hour, else from the provider, the call counted first (`spend` gives the refusal when it
 * must not be made). A failed call gives no vector, and no refusal.
 */
export function questionEmbeddings({ upstream, model, store }: { upstream: Upstream; model: string; store: ProxyStore }) {
  return {
    async of(question: string, spend: () => Promise<CallRefusal | null>, signal: AbortSignal): Promise<QuestionVector> {
      const key = await embeddingsKey('question', model, [question])
      const kept = decodeVectors(await store.get(key))?.[0]
      if (kept) return { ok: true, vector: Array.from(kept) }
      const refusal = await spend()
      if (refusal) return { ok: false, refusal }
      const result = await requestEmbeddings(upstream, model, [question], signal)
      if (!result.ok) return { ok: false }
      const vector = result.vectors[0]!
      await store.set(key, encodeVectors([vector]), QUESTION_TTL_MS)
      return { ok: true, vector }
    },
  }
}
