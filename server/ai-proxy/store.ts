/**
 * Where the proxy keeps what must be shared by every instance of a deploy: rate-limit
 * windows, the daily budget and cached embeddings. Small on purpose (values with a TTL,
 * counters with an expiry), so Redis (redis-store.ts) and memory implement it alike.
 */
export interface ProxyStore {
  /** The value at `key`, or undefined when absent or expired. */
  get(key: string): Promise<string | undefined>
  /** Sets `key` to `value` for `ttlMs`. */
  set(key: string, value: string, ttlMs: number): Promise<void>
  /** Adds 1 to the counter at `key` and returns the new count; a new counter expires `ttlMs` after its first increment. */
  incr(key: string, ttlMs: number): Promise<number>
}

export interface MemoryStoreOptions {
  /** Most counters kept (default 20,000): rate-limit windows and the budget. */
  maxCounters?: number
  /** Most values kept (default 200): cached embeddings. */
  maxValues?: number
  /** Most characters of values kept in all (default 32 M, roughly 64 MB). */
  maxChars?: number
  now?: () => number
}

/**
 * One instance's store, with bounded memory. Values are a least-recently-used cache.
 * Past maxCounters, the expired counters go first, then those that expire soonest: a
 * flood of new clients drops nearly-finished rate-limit windows, never the day's budget.
 */
export function createMemoryStore({ maxCounters = 20_000, maxValues = 200, maxChars = 32_000_000, now = Date.now }: MemoryStoreOptions = {}): ProxyStore {
  const values = new Map<string, { value: string; expiresAt: number }>()
  const counters = new Map<string, { count: number; expiresAt: number }>()
  let chars = 0

  function dropValue(key: string) {
    const entry = values.get(key)
    if (!entry) return
    values.delete(key)
    chars -= entry.value.length
  }

  function boundCounters(time: number) {
    if (counters.size <= maxCounters) return
    for (const [key, counter] of counters) if (counter.expiresAt <= time) counters.delete(key)
    while (counters.size > maxCounters) {
      let soonest: string | undefined
      let soonestAt = Infinity
      for (const [key, counter] of counters) {
        if (counter.expiresAt < soonestAt) [soonest, soonestAt] = [key, counter.expiresAt]
      }
      counters.delete(soonest!)
    }
  }

  return {
    async get(key) {
      const entry = values.get(key)
      if (!entry) return undefined
      dropValue(key)
      if (entry.expiresAt <= now()) return undefined
      values.set(key, entry) // the most recently used goes last
      chars += entry.value.length
      return entry.value
    },
    async set(key, value, ttlMs) {
      dropValue(key)
      if (value.length > maxChars) return
      values.set(key, { value, expiresAt: now() + ttlMs })
      chars += value.length
      for (const oldKey of values.keys()) {
        if (values.size <= maxValues && chars <= maxChars) break
        dropValue(oldKey)
      }
    },
    async incr(key, ttlMs) {
      const time = now()
      let counter = counters.get(key)
      if (!counter || counter.expiresAt <= time) {
        counter = { count: 0, expiresAt: time + ttlMs }
        counters.set(key, counter)
        boundCounters(time)
      }
      counter.count += 1
      return counter.count
    },
  }
}
