import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_DAILY_REQUEST_BUDGET } from '../../server/ai-proxy/daily-limits'
import { checkProviderModels } from '../../server/ai-proxy/model-check'
import { chooseSessionSecret } from '../../server/ai-proxy/session-secret'
import { readAiSettings } from '../../server/ai-settings'
import { loadKnowledge } from '../../server/knowledge-file'
import { readBuiltBrand, readBuiltOrigin } from '../../server/site-mode'
import { CHAT_MODEL, EMBEDDING_MODEL } from '~/shared/ai-contract'
import { KNOWLEDGE_FILE } from '~/shared/assistant-knowledge'
import { KNOWLEDGE } from './ai-proxy-fixtures'

const models = { OPENAI_CHAT_MODEL: CHAT_MODEL, OPENAI_EMBEDDING_MODEL: EMBEDDING_MODEL }
const listing = (data: unknown[], status = 200) => (async () => Response.json({ object: 'list', data }, { status })) as unknown as typeof fetch
const check = (fakeFetch: typeof fetch, mode: 'production' | 'demo' = 'production') =>
  checkProviderModels({ baseUrl: 'https://llm.example.test/v1', apiKey: 'sk-test-start-key', models, mode, fetch: fakeFetch })

describe('AI proxy start: the configured models, asked of the provider', () => {
  it('starts when the provider lists both models', async () => {
    expect(await check(listing([{ id: CHAT_MODEL }, { id: EMBEDDING_MODEL }, { id: 'other' }]))).toEqual({ ok: true, notices: [], warnings: [] })
  })

  it('refuses a deploy build whose model the provider does not list, naming the variable', async () => {
    const result = await check(listing([{ id: EMBEDDING_MODEL }]))
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatch(new RegExp(`does not list the model ${CHAT_MODEL} \\(OPENAI_CHAT_MODEL\\)`))
  })

  it('starts a demo build with a warning instead', async () => {
    const result = await check(listing([{ id: EMBEDDING_MODEL }]), 'demo')
    expect(result.ok && result.warnings).toEqual([expect.stringMatching(/OPENAI_CHAT_MODEL.*demo build: starting anyway/)])
  })

  it('logs the shutdown date the provider lists (OpenAI shutdown_date, Azure deprecation.inference)', async () => {
    const result = await check(listing([{ id: CHAT_MODEL, shutdown_date: '2026-12-31' }, { id: EMBEDDING_MODEL, deprecation: { inference: Date.UTC(2027, 5, 1) / 1000 } }]))
    expect(result.ok && result.notices).toEqual([
      expect.stringMatching(new RegExp(`shutdown date for ${CHAT_MODEL} \\(OPENAI_CHAT_MODEL\\): 2026-12-31`)),
      expect.stringMatching(new RegExp(`shutdown date for ${EMBEDDING_MODEL} \\(OPENAI_EMBEDDING_MODEL\\): 2027-06-01`)),
    ])
  })

  it('refuses a deploy build whose key the provider refuses', async () => {
    const result = await check(listing([], 401))
    expect(!result.ok && result.error).toMatch(/refused OPENAI_API_KEY/)
  })

  it('starts with a warning when the provider cannot be reached or lists no models, without the key in the log', async () => {
    const unreachable = (async () => {
      throw new TypeError('fetch failed: ECONNREFUSED sk-test-start-key')
    }) as unknown as typeof fetch
    for (const fakeFetch of [unreachable, listing([], 500), (async () => new Response('<html>')) as unknown as typeof fetch]) {
      const result = await check(fakeFetch)
      expect(result.ok).toBe(true)
      expect(result.ok && result.warnings).toEqual([expect.stringMatching(/models were not checked\. Starting anyway/)])
      expect(JSON.stringify(result)).not.toContain('sk-test-start-key')
    }
  })
})

describe("AI proxy start: the build's knowledge", () => {
  let folder: string
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'ai-knowledge-'))
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  const write = (json: string) => {
    mkdirSync(join(folder, 'assistant'), { recursive: true })
    writeFileSync(join(folder, KNOWLEDGE_FILE), json)
  }

  it('refuses a deploy build without its knowledge file, and starts a demo with none', async () => {
    const deploy = await loadKnowledge({ clientFolder: join(folder, 'none'), mode: 'production', brand: 'B' })
    expect(!deploy.ok && deploy.error).toMatch(/assistant\/knowledge\.json is missing.*rebuild/)
    const demo = await loadKnowledge({ clientFolder: join(folder, 'none'), mode: 'demo', brand: 'B' })
    expect(demo).toEqual({ ok: true, knowledge: { brand: 'B', passages: [] }, notice: expect.stringMatching(/demo build starts with no knowledge/) })
  })

  it('loads a knowledge file, and refuses a malformed one in a deploy build', async () => {
    write(JSON.stringify(KNOWLEDGE))
    expect(await loadKnowledge({ clientFolder: folder, mode: 'production', brand: 'B' })).toEqual({ ok: true, knowledge: KNOWLEDGE })
    write(JSON.stringify({ brand: 'B', passages: [{ id: 'x' }] }))
    const malformed = await loadKnowledge({ clientFolder: folder, mode: 'production', brand: 'B' })
    expect(!malformed.ok && malformed.error).toMatch(/is not a knowledge file \(passages\.0\.path/)
  })
})

describe('AI proxy start: settings from the environment', () => {
  it('defaults to the contract models, the default budget, no trusted proxy and memory', () => {
    expect(readAiSettings({})).toEqual({
      ok: true,
      settings: {
        chatModel: CHAT_MODEL,
        embeddingModel: EMBEDDING_MODEL,
        dailyRequestBudget: DEFAULT_DAILY_REQUEST_BUDGET,
        trustProxy: { kind: 'none' },
        redisUrl: undefined,
        siteOrigin: undefined,
        sessionSecret: undefined,
      },
    })
  })

  it('reads every variable, and names a malformed one', () => {
    const read = readAiSettings({
      OPENAI_CHAT_MODEL: 'gpt-4.1',
      OPENAI_EMBEDDING_MODEL: 'text-embedding-3-large',
      AI_DAILY_REQUEST_BUDGET: '500',
      TRUST_PROXY: 'cf-connecting-ip',
      REDIS_URL: 'redis://cache:6379/2',
      VITE_SITE_ORIGIN: 'https://www.example.com/',
      AI_SESSION_SECRET: ' a random secret of forty-four characters.. ',
    })
    expect(read.ok && read.settings).toEqual({
      chatModel: 'gpt-4.1',
      embeddingModel: 'text-embedding-3-large',
      dailyRequestBudget: 500,
      trustProxy: { kind: 'header', name: 'cf-connecting-ip' },
      redisUrl: 'redis://cache:6379/2',
      siteOrigin: 'https://www.example.com',
      sessionSecret: 'a random secret of forty-four characters..',
    })
    for (const [env, name] of [
      [{ AI_DAILY_REQUEST_BUDGET: 'lots' }, 'AI_DAILY_REQUEST_BUDGET'],
      [{ AI_DAILY_REQUEST_BUDGET: '-1' }, 'AI_DAILY_REQUEST_BUDGET'],
      [{ TRUST_PROXY: 'x forwarded' }, 'TRUST_PROXY'],
      [{ VITE_SITE_ORIGIN: 'www.example.com' }, 'VITE_SITE_ORIGIN'],
      [{ AI_SESSION_SECRET: 'short' }, 'AI_SESSION_SECRET'],
    ] as const) {
      const result = readAiSettings(env)
      expect(!result.ok && result.error, name).toContain(name)
    }
  })

  it("reads the build's own origin and brand from its pages", () => {
    const html = '<head><link rel="canonical" href="https://www.example.com/about"><meta property="og:site_name" content="Acme AI"></head>'
    expect(readBuiltOrigin(html)).toBe('https://www.example.com')
    expect(readBuiltBrand(html)).toBe('Acme AI')
    expect(readBuiltOrigin('<head></head>')).toBeUndefined()
  })
})

describe('AI proxy start: the session secret', () => {
  it('takes AI_SESSION_SECRET; without it and without Redis, a deploy build refuses and a demo build makes one for the process', async () => {
    expect(await chooseSessionSecret({ configured: 'the deploy sets this one itself', mode: 'production' })).toEqual({ ok: true, secret: 'the deploy sets this one itself' })
    const deploy = await chooseSessionSecret({ mode: 'production' })
    expect(!deploy.ok && deploy.error).toMatch(/AI_SESSION_SECRET is not set.*REDIS_URL/)
    const demo = await chooseSessionSecret({ mode: 'demo' })
    expect(demo).toEqual({ ok: true, secret: expect.stringMatching(/^[\w-]{44}$/), notice: expect.stringMatching(/secret of this process/) })
  })
})
