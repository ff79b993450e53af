/**
 * Embeddings of identical input are fetched once: the knowledge passages are embedded once
 * per deploy (all instances, on Redis), not once per visitor. The upstream's JSON text is
 * kept in the proxy's store under a hash of model + input; concurrent identical requests
 * on one instance share one upstream call.
 */
import type { ProxyStore } from './store.ts'

/** How long cached embeddings live: the site's passages a day, a question an hour (questions rarely repeat). */
export const PASSAGES_TTL_MS = 24 * 60 * 60 * 1000
export const QUESTION_TTL_MS = 60 * 60 * 1000

export async function embeddingsCacheKey(model: string, input: string | string[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify([model, input])))
  return `embeddings:${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** What loading an entry gave: the JSON to cache, or a failure that is shared by the waiters but not cached. */
export type Loaded<F> = { ok: true; json: string } | { ok: false; failure: F }

export function createEmbeddingsCache(store: ProxyStore) {
  const pending = new Map<string, Promise<Loaded<unknown>>>()

  return {
    /**
     * The cached JSON for `key`, or the result of `load` (kept for `ttlMs` when it succeeds).
     * Callers asking for the same key while it loads share one `load`.
     */
    async get<F>(key: string, ttlMs: number, load: () => Promise<Loaded<F>>): Promise<Loaded<F>> {
      const inFlight = pending.get(key) as Promise<Loaded<F>> | undefined
      if (inFlight) return inFlight
      const loading = (async (): Promise<Loaded<F>> => {
        const hit = await store.get(key)
        if (hit !== undefined) return { ok: true, json: hit }
        const result = await load()
        if (result.ok) await store.set(key, result.json, ttlMs)
        return result
      })().finally(() => pending.delete(key))
      pending.set(key, loading)
      return loading
    },
  }
}
