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
import { chooseSessionSecret, SESSION_SECRET_KEY } from '../../server/ai-proxy/session-secret'
import { AI_ADDRESS_CAP_CODE, AI_ALLOWANCE_SPENT_CODE, AI_BUDGET_SPENT_CODE } from '~/shared/ai-contract'
import { errorBody, proxyHarness, readAnswer } from './ai-proxy-fixtures'

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

  const ask = (question = 'Who is on your leadership team?') => ({ stream: true, messages: [{ role: 'user', content: question }] })
  /**
   * Two instances of one deploy: the same secret, each with its own connection to the same Redis.
   * Their clock is fixed at noon, halfway through a minute: rate windows and days are aligned to
   * the clock, and a real one could cross a boundary mid-test.
   */
  const twoInstances = (options: Parameters<typeof proxyHarness>[0] = {}) =>
    [0, 1].map(() =>
      proxyHarness({ sessionSecret: 'one deploy, one secret, two instances', now: () => Date.UTC(2026, 10, 26, 12, 0, 30), ...options, store: createRedisStore(connect()) }),
    )

  it('shares the rate limit between two proxy instances', async () => {
    const [a, b] = twoInstances({ rateLimit: { limit: 3, windowMs: 60_000 } })
    expect((await a!.post('/chat/completions', ask())).status).toBe(200)
    expect((await b!.post('/chat/completions', ask())).status).toBe(200)
    expect((await a!.post('/chat/completions', ask())).status).toBe(200)
    const refused = await b!.post('/chat/completions', ask())
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it("counts a visitor's allowance across instances: its session cookie is good on both", async () => {
    const [a, b] = twoInstances({ dailyQuestionAllowance: 3 })
    const first = await a!.post('/chat/completions', ask())
    const cookie = { Cookie: first.headers.get('set-cookie')!.split(';')[0]! }
    expect((await b!.post('/chat/completions', ask(), cookie)).headers.get('set-cookie')).toBeNull()
    expect((await a!.post('/chat/completions', ask(), cookie)).status).toBe(200)
    const spent = await b!.post('/chat/completions', ask(), cookie)
    expect(spent.status).toBe(429)
    expect((await errorBody(spent)).code).toBe(AI_ALLOWANCE_SPENT_CODE)
    expect(await admin.keys(`${REDIS_KEY_PREFIX}allowance:*`)).toHaveLength(1)
  })

  it("holds an address to its share of the day's budget across instances", async () => {
    // Budget 100: 5 calls an address, two a question (its embedding, the answer).
    const [a, b] = twoInstances({ dailyRequestBudget: 100 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await (i % 2 ? b! : a!).post('/chat/completions', ask(`Who leads the team, ${i}?`))).status)
    expect(statuses).toEqual([200, 200, 429])
    const capped = await a!.post('/chat/completions', ask('And who is the CTO?'))
    expect((await errorBody(capped)).code).toBe(AI_ADDRESS_CAP_CODE)
  })

  it('shares the daily budget between two proxy instances, and logs it spent once', async () => {
    let address = 0
    // Budget 40 (2 calls an address): each question from its own address.
    const [a, b] = twoInstances({ dailyRequestBudget: 40, clientKey: () => `203.0.113.${address++}` })
    for (let i = 0; i < 20; i++) expect((await (i % 2 ? b! : a!).post('/chat/completions', ask(`Who leads the team, ${i}?`))).status).toBe(200)
    for (const instance of [a!, b!, a!]) {
      const spent = await instance.post('/chat/completions', ask('Who is the CTO?'))
      expect(spent.status).toBe(503)
      expect((await errorBody(spent)).code).toBe(AI_BUDGET_SPENT_CODE)
    }
    expect(a!.chatCalls().length + b!.chatCalls().length).toBe(20)
    expect([...a!.logs, ...b!.logs].filter((line) => line.includes('daily budget'))).toHaveLength(1)
  })

  it("shares the passages' vectors: a second instance embeds none, and its turns' signatures hold on the first", async () => {
    const a = proxyHarness({ sessionSecret: 'one deploy, one secret, two instances', store: createRedisStore(connect()) })
    await a.meaningReady()
    const b = proxyHarness({ sessionSecret: 'one deploy, one secret, two instances', store: createRedisStore(connect()) })
    await b.meaningReady()
    expect(a.embeddingCalls().length).toBeGreaterThan(0)
    expect(b.embeddingCalls()).toEqual([])
    const answer = await readAnswer(await b.post('/chat/completions', ask()))
    await a.post('/chat/completions', { stream: true, messages: [...ask().messages, { role: 'assistant', content: answer.text, signature: answer.end!.signature }, { role: 'user', content: 'And the CTO?' }] })
    expect(a.chatCalls()[0]!.messages).toContainEqual({ role: 'assistant', content: answer.text })
  })

  it('keeps one random session secret in Redis for every instance when AI_SESSION_SECRET is not set', async () => {
    const first = await chooseSessionSecret({ redis: connect(), mode: 'production' })
    const second = await chooseSessionSecret({ redis: connect(), mode: 'production' })
    expect(first.ok && second.ok && first.secret === second.secret).toBe(true)
    expect(first.ok && first.secret.length).toBeGreaterThanOrEqual(32)
    expect(await admin.pttl(SESSION_SECRET_KEY)).toBe(-1)
    const configured = await chooseSessionSecret({ configured: 'a secret the deploy sets for itself', redis: connect(), mode: 'production' })
    expect(configured).toEqual({ ok: true, secret: 'a secret the deploy sets for itself' })
  })
})
