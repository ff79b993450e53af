/**
 * The secret that signs the session cookies and the assistant's turns. Every instance of a
 * deploy needs the same one, and a restart must not silently change it (each visitor would
 * get a new allowance, and every conversation's earlier answers would be dropped):
 *
 *   AI_SESSION_SECRET set       that secret
 *   else REDIS_URL set          a random secret made once in Redis and read by every
 *                               instance (it lasts as long as Redis keeps its data)
 *   else, a deploy build        does not start: set AI_SESSION_SECRET
 *   else, a demo build          a random secret for this process, and a notice
 */
import type { Redis } from 'ioredis'
import { randomId } from '../../src/shared/signing.ts'
import type { SiteMode } from '../site-mode.ts'
import { REDIS_KEY_PREFIX } from './redis-store.ts'

export const SESSION_SECRET_KEY = `${REDIS_KEY_PREFIX}session-secret`

export type SecretChoice = { ok: true; secret: string; notice?: string } | { ok: false; error: string }

/** A random secret of 44 characters. */
const randomSecret = () => randomId() + randomId()

/** The secret one Redis keeps for every instance: the first instance's random one. */
export async function sharedSecret(redis: Redis): Promise<string> {
  await redis.set(SESSION_SECRET_KEY, randomSecret(), 'NX')
  const secret = await redis.get(SESSION_SECRET_KEY)
  if (!secret) throw new Error(`Redis did not keep ${SESSION_SECRET_KEY}`)
  return secret
}

export async function chooseSessionSecret({ configured, redis, mode }: { configured?: string; redis?: Redis; mode: SiteMode }): Promise<SecretChoice> {
  if (configured) return { ok: true, secret: configured }
  if (redis) return { ok: true, secret: await sharedSecret(redis), notice: 'AI proxy: sessions are signed with a secret kept in Redis (AI_SESSION_SECRET is not set).' }
  if (mode === 'demo') {
    return { ok: true, secret: randomSecret(), notice: 'AI proxy: sessions are signed with a secret of this process (set AI_SESSION_SECRET to keep them over a restart).' }
  }
  return {
    ok: false,
    error:
      'AI_SESSION_SECRET is not set: it signs the assistant\'s session cookies and answers, and a random one would change on every restart. ' +
      'Set it to a random secret of at least 32 characters (openssl rand -base64 32), the same on every instance, or set REDIS_URL to keep one there.',
  }
}
