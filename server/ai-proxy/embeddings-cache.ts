/**
 * Embeddings of identical input are fetched once: the knowledge documents are embedded
 * once per deploy, not once per visitor. A bounded LRU (entries and characters) of the
 * upstream's JSON text, keyed by a hash of model + input; concurrent identical requests
 * share one upstream call.
 */
export interface EmbeddingsCacheOptions {
  /** Most responses kept (default 200). */
  maxEntries?: number
  /** Most characters of JSON kept in all (default 32 M, roughly 64 MB). */
  maxChars?: number
}

export async function embeddingsCacheKey(model: string, input: string | string[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify([model, input])))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** What loading an entry gave: the JSON to cache, or a failure that is shared by the waiters but not cached. */
export type Loaded<F> = { ok: true; json: string } | { ok: false; failure: F }

export function createEmbeddingsCache({ maxEntries = 200, maxChars = 32_000_000 }: EmbeddingsCacheOptions = {}) {
  const entries = new Map<string, string>()
  const pending = new Map<string, Promise<Loaded<unknown>>>()
  let chars = 0

  function remember(key: string, json: string) {
    if (json.length > maxChars) return
    entries.set(key, json)
    chars += json.length
    for (const [oldKey, oldJson] of entries) {
      if (entries.size <= maxEntries && chars <= maxChars) break
      entries.delete(oldKey)
      chars -= oldJson.length
    }
  }

  return {
    /**
     * The cached JSON for `key`, or the result of `load` (cached when it succeeds).
     * Callers asking for the same key while it loads share one `load`.
     */
    async get<F>(key: string, load: () => Promise<Loaded<F>>): Promise<Loaded<F>> {
      const hit = entries.get(key)
      if (hit !== undefined) {
        entries.delete(key) // the most recently used goes last
        entries.set(key, hit)
        return { ok: true, json: hit }
      }
      const inFlight = pending.get(key) as Promise<Loaded<F>> | undefined
      if (inFlight) return inFlight
      const loading = load()
        .then((result) => {
          if (result.ok) remember(key, result.json)
          return result
        })
        .finally(() => pending.delete(key))
      pending.set(key, loading)
      return loading
    },
    get size() {
      return entries.size
    },
  }
}
