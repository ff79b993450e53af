/**
 * The Redis store against a real redis-server, started here on a free loopback port with
 * a temporary folder and stopped afterwards. Skipped, saying why, when the machine has no
 * redis-server (`apt-get install redis-server`; .ci/run installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createRedisStore, REDIS_KEY_PREFIX } from '../../server/ai-proxy/redis-store'
import { AI_BUDGET_SPENT_CODE } from '~/shared/ai-contract'
import { errorBody, passageTexts, proxyHarness } from './ai-proxy-fixtures'

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0
if (!hasRedisServer) console.warn('Skipping the Redis store tests: no redis-server on this machine (apt-get install redis-server).')

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** A throwaway redis-server; resolves once it accepts connections. */
async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'ai-proxy-redis-'))
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)))
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

describe.skipIf(!hasRedisServer)('Redis store (real redis-server)', () => {
  let server: Awaited<ReturnType<typeof startRedis>>
  const clients: Redis[] = []
  let admin: Redis

  const connect = () => {
    const redis = new Redis(server.url)
    clients.push(redis)
    return redis
  }

  beforeAll(async () => {
    server = await startRedis()
    admin = connect()
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()))
    await server?.stop()
  })
  beforeEach(async () => {
    await admin.flushdb()
  })

  it('keeps values and counters with their expiry, under its own key prefix', async () => {
    const store = createRedisStore(connect())
    expect(await store.get('missing')).toBeUndefined()
    await store.set('value', 'json text', 60_000)
    expect(await store.get('value')).toBe('json text')
    expect(await admin.pttl(`${REDIS_KEY_PREFIX}value`)).toBeGreaterThan(59_000)

    expect([await store.incr('count', 30_000), await store.incr('count', 90_000), await store.incr('count', 90_000)]).toEqual([1, 2, 3])
    // The expiry is set by the first increment only: a window does not grow with its traffic.
    const ttl = await admin.pttl(`${REDIS_KEY_PREFIX}count`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(30_000)
  })

  it('shares the rate limit between two proxy instances', async () => {
    const options = { rateLimit: { limit: 3, windowMs: 60_000 } }
    const a = proxyHarness({ ...options, store: createRedisStore(connect()) })
    const b = proxyHarness({ ...options, store: createRedisStore(connect()) })
    const ask = { messages: [{ role: 'user', content: 'Hi' }] }
    expect((await a.post('/chat/completions', ask)).status).toBe(200)
    expect((await b.post('/chat/completions', ask)).status).toBe(200)
    expect((await a.post('/chat/completions', ask)).status).toBe(200)
    const refused = await b.post('/chat/completions', ask)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('shares the daily budget between two proxy instances, and logs it spent once', async () => {
    const a = proxyHarness({ dailyRequestBudget: 2, store: createRedisStore(connect()) })
    const b = proxyHarness({ dailyRequestBudget: 2, store: createRedisStore(connect()) })
    const ask = { messages: [{ role: 'user', content: 'Hi' }] }
    expect((await a.post('/chat/completions', ask)).status).toBe(200)
    expect((await b.post('/chat/completions', ask)).status).toBe(200)
    for (const instance of [a, b, a]) {
      const spent = await instance.post('/chat/completions', ask)
      expect(spent.status).toBe(503)
      expect((await errorBody(spent)).code).toBe(AI_BUDGET_SPENT_CODE)
    }
    expect(a.calls.length + b.calls.length).toBe(2)
    expect([...a.logs, ...b.logs].filter((line) => line.includes('budget'))).toHaveLength(1)
  })

  it('shares cached passage embeddings: a second instance makes no upstream call', async () => {
    const a = proxyHarness({ store: createRedisStore(connect()) })
    const b = proxyHarness({ store: createRedisStore(connect()) })
    const first = await a.post('/embeddings', { input: passageTexts(5) })
    const second = await b.post('/embeddings', { input: passageTexts(5) })
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual(await first.json())
    expect(a.calls).toHaveLength(1)
    expect(b.calls).toHaveLength(0)
  })
})
