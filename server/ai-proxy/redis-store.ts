/**
 * The proxy's store on Redis (REDIS_URL), shared by every instance of a deploy: a rate
 * limit, the daily budget and the embeddings cache then hold across instances.
 */
import { Redis } from 'ioredis'
import type { ProxyStore } from './store.ts'

/** Every key the proxy writes starts with this, so it can share a Redis database with other data. */
export const REDIS_KEY_PREFIX = 'ai-proxy:'

/**
 * A client that fails a command after one reconnect attempt instead of queueing it
 * while Redis is away: a visitor gets a quick error, not a hung request.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 })
}

export function createRedisStore(redis: Redis, prefix = REDIS_KEY_PREFIX): ProxyStore {
  return {
    async get(key) {
      return (await redis.get(prefix + key)) ?? undefined
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)))
    },
    async incr(key, ttlMs) {
      // SET NX starts a counter with its expiry (INCR keeps it); works on every Redis version.
      const replies = await redis
        .multi()
        .set(prefix + key, '0', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')
        .incr(prefix + key)
        .exec()
      const [error, count] = replies?.[1] ?? [new Error('Redis transaction was discarded'), undefined]
      if (error) throw error
      return Number(count)
    },
  }
}
