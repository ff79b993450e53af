import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp, type AppOptions } from '../../server/app'
import type { AiProxyOptions } from '../../server/ai-proxy'
import { addressKey, clientKeyFor } from '../../server/ai-proxy/client-address'
import { createMemoryStore } from '../../server/ai-proxy/store'
import { redact } from '../../server/ai-proxy/upstream'
import {
  CHAT_ANSWER_WORDS,
  CHAT_MAX_TOKENS,
  CHAT_MODEL,
  CHAT_TEMPERATURE,
  EMBEDDING_MODEL,
  MAX_CHAT_MESSAGES,
  MAX_EMBEDDING_INPUTS,
  MAX_HISTORY_MESSAGES,
  MAX_REQUEST_BODY_BYTES,
  MAX_REQUEST_TEXT_CHARS,
  MAX_USER_MESSAGE_CHARS,
} from '~/shared/ai-contract'
import { renderSystemPrompt } from '~/shared/assistant-knowledge'
import { KNOWLEDGE, passageTexts } from './ai-proxy-fixtures'

// A fake key, assembled here so that no key-shaped string sits in the source itself.
const KEY = ['sk', 'test', 'server', 'key', '0123456789'].join('-')
const BASE = 'http://localhost/api/ai/v1'

interface Call {
  url: string
  headers: Headers
  body: Record<string, unknown>
  signal: AbortSignal | undefined
}

type Reply = (call: Call) => Response | Promise<Response>

/** A fake provider: records each call and answers with `reply` (by default, a small JSON per endpoint). */
function fakeUpstream(reply?: Reply) {
  const calls: Call[] = []
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      signal: init?.signal ?? undefined,
    }
    calls.push(call)
    if (reply) return reply(call)
    const data = call.url.endsWith('/embeddings')
      ? { object: 'list', data: [{ object: 'embedding', index: 0, embedding: [0.1, 0.2] }], model: EMBEDDING_MODEL }
      : { id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: 'Hello' } }] }
    return Response.json(data, { headers: { 'openai-organization': 'acme', 'set-cookie': 'upstream=1', 'x-request-id': 'req_1' } })
  }) as typeof fetch
  return { calls, fetch: fakeFetch }
}

function setup(options: Partial<AiProxyOptions> = {}, reply?: Reply) {
  const upstream = fakeUpstream(reply)
  const logs: string[] = []
  const appOptions: AppOptions = {
    assets: { read: async () => null },
    ai: { apiKey: KEY, knowledge: KNOWLEDGE, fetch: upstream.fetch, log: (message) => logs.push(message), clientKey: () => '203.0.113.7', ...options },
  }
  const app = createApp(appOptions)
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.fetch(
      new Request(`${BASE}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sk-placeholder-from-browser', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
  return { app, post, calls: upstream.calls, logs }
}

const chat = (overrides: Record<string, unknown> = {}) => ({
  model: 'gpt-4o',
  messages: [
    { role: 'system', content: 'You answer from the documents.' },
    { role: 'user', content: 'What do you do?' },
  ],
  ...overrides,
})
const DOCS = passageTexts(2)
const embeddings = (input: unknown = DOCS, overrides: Record<string, unknown> = {}) => ({
  model: 'text-embedding-3-large',
  input,
  ...overrides,
})

async function errorOf(response: Response) {
  const json = (await response.json()) as { error: { message: string } }
  expect(Object.keys(json)).toEqual(['error'])
  expect(Object.keys(json.error)).toEqual(['message'])
  return json.error.message
}

describe('AI proxy: forwarding', () => {
  it('forwards embeddings with the server key, the pinned model and only the known fields', async () => {
    const { post, calls } = setup()
    const response = await post('/embeddings', embeddings(DOCS, { user: 'someone', dimensions: 3, encoding_format: 'base64' }))
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(1)
    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call!.url).toBe('https://api.openai.com/v1/embeddings')
    expect(call!.headers.get('authorization')).toBe(`Bearer ${KEY}`)
    expect(call!.body).toEqual({ model: EMBEDDING_MODEL, input: DOCS, encoding_format: 'float' })
  })

  it("forwards chat completions with the pinned model, capped max_tokens, fixed temperature and the server's own system prompt", async () => {
    const { post, calls } = setup()
    const response = await post(
      '/chat/completions',
      chat({
        max_tokens: 4000,
        temperature: 2,
        n: 10,
        tools: [{ type: 'function' }],
        logit_bias: { 1: 100 },
        messages: [
          { role: 'system', content: 'Context', name: 'x' },
          { role: 'user', content: 'Hi' },
        ],
      }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ choices: [{ message: { content: 'Hello' } }] })
    expect(calls[0]!.url).toBe('https://api.openai.com/v1/chat/completions')
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${KEY}`)
    expect(calls[0]!.body).toEqual({
      model: CHAT_MODEL,
      messages: [
        { role: 'system', content: renderSystemPrompt([], KNOWLEDGE.brand, CHAT_ANSWER_WORDS) },
        { role: 'user', content: 'Hi' },
      ],
      max_tokens: CHAT_MAX_TOKENS,
      temperature: CHAT_TEMPERATURE,
    })
  })

  it('keeps a smaller max_tokens and defaults to the cap', async () => {
    const { post, calls } = setup()
    await post('/chat/completions', chat({ max_tokens: 20 }))
    await post('/chat/completions', chat({ max_completion_tokens: 30 }))
    await post('/chat/completions', chat())
    expect(calls.map((call) => call.body.max_tokens)).toEqual([20, 30, CHAT_MAX_TOKENS])
  })

  it('uses OPENAI_BASE_URL when given', async () => {
    const { post, calls } = setup({ baseUrl: 'https://llm.example.test/openai/v1/' })
    await post('/embeddings', embeddings('one'))
    expect(calls[0]!.url).toBe('https://llm.example.test/openai/v1/embeddings')
  })

  it('passes none of the upstream headers through', async () => {
    const { post } = setup()
    for (const response of [await post('/embeddings', embeddings('x')), await post('/chat/completions', chat())]) {
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(response.headers.get('openai-organization')).toBeNull()
      expect(response.headers.get('x-request-id')).toBeNull()
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    }
  })

  it('pipes a streamed chat completion through as server-sent events', async () => {
    const events = 'data: {"choices":[{"delta":{"content":"Hel"}}]}\n\ndata: {"choices":[{"delta":{"content":"lo"}}]}\n\ndata: [DONE]\n\n'
    const { post, calls } = setup({}, () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of events.match(/[^]{1,20}/g) ?? []) controller.enqueue(new TextEncoder().encode(chunk))
          controller.close()
        },
      })
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'x-request-id': 'req_1', 'openai-processing-ms': '3' } })
    })
    const response = await post('/chat/completions', chat({ stream: true, stream_options: { include_usage: true } }), { 'Accept-Encoding': 'gzip' })
    expect(calls[0]!.body).toMatchObject({ stream: true })
    expect(calls[0]!.body).not.toHaveProperty('stream_options')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('x-request-id')).toBeNull()
    expect(response.headers.get('openai-processing-ms')).toBeNull()
    expect(await response.text()).toBe(events)
  })

  it('compresses large JSON answers for clients that accept gzip', async () => {
    const big = { object: 'list', data: [{ object: 'embedding', index: 0, embedding: Array.from({ length: 1536 }, (_, i) => i / 1536) }] }
    const { post } = setup({}, () => Response.json(big))
    const response = await post('/embeddings', embeddings('x'), { 'Accept-Encoding': 'gzip' })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(new Uint8Array(await response.arrayBuffer())).toString())).toEqual(big)
  })
})

describe('AI proxy: routes', () => {
  it('answers 404 JSON for anything else under /api/ai', async () => {
    const { app, calls } = setup()
    for (const [method, path] of [
      ['POST', '/api/ai/v1/models'],
      ['GET', '/api/ai/v1/models'],
      ['POST', '/api/ai/v1/completions'],
      ['POST', '/api/ai/v1/embeddings/extra'],
      ['POST', '/api/ai/v2/embeddings'],
      ['POST', '/api/ai/embeddings'],
    ] as const) {
      const response = await app.request(path, { method, ...(method === 'POST' ? { body: '{}' } : {}) })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await errorOf(response)).toBe('There is no such AI endpoint.')
    }
    expect(calls).toHaveLength(0)
  })

  it('answers 405 JSON to other methods on the two endpoints', async () => {
    const { app, calls } = setup()
    for (const path of ['/api/ai/v1/embeddings', '/api/ai/v1/chat/completions']) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await app.request(path, { method })
        expect(response.status, `${method} ${path}`).toBe(405)
        expect(response.headers.get('allow')).toBe('POST')
        expect(await errorOf(response)).toMatch(/POST/)
      }
    }
    expect(calls).toHaveLength(0)
  })

  it('answers 503 JSON everywhere under /api/ai when no key is configured', async () => {
    const app = createApp({ assets: { read: async () => null } })
    const response = await app.request('/api/ai/v1/chat/completions', { method: 'POST', body: JSON.stringify(chat()) })
    expect(response.status).toBe(503)
    expect(await errorOf(response)).toMatch(/not configured/)
  })
})

describe('AI proxy: request checks', () => {
  const cases: [string, string, unknown, number, RegExp][] = [
    ['invalid JSON', '/chat/completions', '{"messages": [', 400, /not valid JSON/],
    ['no messages', '/chat/completions', { model: 'x' }, 400, /messages/],
    ['empty messages', '/chat/completions', chat({ messages: [] }), 400, /messages: must not be empty/],
    ['a tool role', '/chat/completions', chat({ messages: [{ role: 'tool', content: 'x' }] }), 400, /messages\.0\.role/],
    ['non-string content', '/chat/completions', chat({ messages: [{ role: 'user', content: [{ type: 'text', text: 'x' }] }] }), 400, /messages\.0\.content/],
    ['non-boolean stream', '/chat/completions', chat({ stream: 'yes' }), 400, /stream/],
    [
      'too many messages',
      '/chat/completions',
      chat({ messages: Array.from({ length: MAX_CHAT_MESSAGES + 1 }, () => ({ role: 'user', content: 'x' })) }),
      400,
      new RegExp(`at most ${MAX_CHAT_MESSAGES} messages`),
    ],
    [
      'too much chat text',
      '/chat/completions',
      chat({ messages: [{ role: 'system', content: 'x'.repeat(MAX_REQUEST_TEXT_CHARS) }, { role: 'user', content: 'y' }] }),
      413,
      new RegExp(`${MAX_REQUEST_TEXT_CHARS} characters`),
    ],
    ['no input', '/embeddings', { model: 'x' }, 400, /input/],
    ['a number as input', '/embeddings', embeddings(42), 400, /input/],
    ['an empty input list', '/embeddings', embeddings([]), 400, /input: must not be empty/],
    ['numbers in the input list', '/embeddings', embeddings([1, 2]), 400, /input/],
    [
      'too many inputs',
      '/embeddings',
      embeddings(Array.from({ length: MAX_EMBEDDING_INPUTS + 1 }, () => 'doc')),
      400,
      new RegExp(`at most ${MAX_EMBEDDING_INPUTS} inputs`),
    ],
    ['another encoding', '/embeddings', embeddings('x', { encoding_format: 'int8' }), 400, /encoding_format/],
    [
      'too much embeddings text',
      '/embeddings',
      embeddings(['x'.repeat(MAX_REQUEST_TEXT_CHARS / 2), 'y'.repeat(MAX_REQUEST_TEXT_CHARS / 2 + 1)]),
      413,
      new RegExp(`${MAX_REQUEST_TEXT_CHARS} characters`),
    ],
  ]

  for (const [name, path, body, status, message] of cases) {
    it(`refuses ${name} with ${status} JSON and no upstream call`, async () => {
      const { post, calls } = setup()
      const response = await post(path, body)
      expect(response.status).toBe(status)
      expect(await errorOf(response)).toMatch(message)
      expect(calls).toHaveLength(0)
    })
  }

  it('accepts exactly the caps', async () => {
    const { post, calls } = setup()
    const messages = [
      { role: 'system', content: 'x'.repeat(MAX_REQUEST_TEXT_CHARS - (MAX_HISTORY_MESSAGES + 1) * MAX_USER_MESSAGE_CHARS) },
      ...Array.from({ length: MAX_HISTORY_MESSAGES + 1 }, () => ({ role: 'user', content: 'x'.repeat(MAX_USER_MESSAGE_CHARS) })),
    ]
    expect(messages).toHaveLength(MAX_CHAT_MESSAGES)
    expect((await post('/chat/completions', chat({ messages }))).status).toBe(200)
    expect((await post('/embeddings', embeddings(passageTexts(MAX_EMBEDDING_INPUTS)))).status).toBe(200)
    expect(calls).toHaveLength(2)
  })

  it('refuses a body over MAX_REQUEST_BODY_BYTES with 413, by its Content-Length', async () => {
    const { post, calls } = setup()
    const body = JSON.stringify(embeddings(['x'.repeat(MAX_REQUEST_BODY_BYTES)]))
    const response = await post('/embeddings', body, { 'Content-Length': String(body.length) })
    expect(response.status).toBe(413)
    expect(await errorOf(response)).toMatch(/too large/)
    expect(calls).toHaveLength(0)
  })

  it('refuses a streamed body over MAX_REQUEST_BODY_BYTES with 413', async () => {
    const { app, calls } = setup()
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_REQUEST_BODY_BYTES) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const response = await app.fetch(
      new Request(`${BASE}/chat/completions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(await errorOf(response)).toMatch(/too large/)
    expect(calls).toHaveLength(0)
  })
})

describe('AI proxy: rate limit', () => {
  it('answers 429 JSON with Retry-After once a client used up its window, then lets it in again', async () => {
    let now = 960_000 // a window starts (windows are aligned to the clock)
    let client = 'a'
    const { post, calls } = setup({ rateLimit: { limit: 3, windowMs: 60_000 }, now: () => now, clientKey: () => client })
    for (let i = 0; i < 3; i++) expect((await post('/embeddings', embeddings(`q${i}`))).status).toBe(200)
    now += 15_000
    const refused = await post('/embeddings', embeddings('q3'))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('45')
    expect(await errorOf(refused)).toMatch(/Too many/)
    expect(calls).toHaveLength(3)

    client = 'b'
    expect((await post('/chat/completions', chat())).status).toBe(200)

    client = 'a'
    now += 45_000
    expect((await post('/embeddings', embeddings('q4'))).status).toBe(200)
  })

  it('counts both endpoints and refused requests alike', async () => {
    const { post } = setup({ rateLimit: { limit: 2, windowMs: 60_000 } })
    expect((await post('/chat/completions', '{bad json')).status).toBe(400)
    expect((await post('/embeddings', embeddings('x'))).status).toBe(200)
    expect((await post('/chat/completions', chat())).status).toBe(429)
  })

  it('keeps bounded memory: past maxCounters, the windows that end soonest are dropped, not the budget', async () => {
    let client = 'first'
    // Room for the day's budget counter and two clients' windows.
    const { post } = setup({ rateLimit: { limit: 1, windowMs: 60_000 }, store: createMemoryStore({ maxCounters: 3 }), clientKey: () => client })
    expect((await post('/embeddings', embeddings('x'))).status).toBe(200)
    expect((await post('/embeddings', embeddings('x'))).status).toBe(429)
    for (client of ['second', 'third']) expect((await post('/embeddings', embeddings('x'))).status).toBe(200)
    client = 'first' // forgotten: only two clients are tracked
    expect((await post('/embeddings', embeddings('x'))).status).toBe(200)
  })

  it('keys clients by connection address, and by X-Forwarded-For only behind a trusted proxy', () => {
    const c = (forwardedFor?: string) =>
      ({ req: { header: (name: string) => (name === 'X-Forwarded-For' ? forwardedFor : undefined) } }) as never
    const direct = clientKeyFor({ connectionAddress: () => '198.51.100.4' })
    expect(direct(c('203.0.113.9'))).toBe('198.51.100.4')
    const proxied = clientKeyFor({ connectionAddress: () => '10.0.0.2', trustProxy: { kind: 'forwarded-for' } })
    expect(proxied(c('1.2.3.4, 203.0.113.9'))).toBe('203.0.113.9')
    expect(proxied(c())).toBe('10.0.0.2')
    expect(clientKeyFor({})(c('203.0.113.9'))).toBeUndefined()
  })

  it('counts an IPv6 /64 as one client and unwraps IPv4-mapped addresses', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1')
  })
})

describe('AI proxy: slow upstream', () => {
  afterEach(() => vi.useRealTimers())
  const hang: Reply = (call) =>
    new Promise<Response>((_, reject) => call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))

  it('answers 504 JSON when the upstream does not answer in time, and aborts it', async () => {
    const { post, calls, logs } = setup({ upstreamTimeoutMs: 20 }, hang)
    for (const [path, body] of [
      ['/chat/completions', chat({ stream: true })],
      ['/embeddings', embeddings('x')],
    ] as const) {
      const response = await post(path, body)
      expect(response.status, path).toBe(504)
      expect(await errorOf(response)).toMatch(/too long/)
    }
    expect(calls.every((call) => call.signal?.aborted)).toBe(true)
    expect(logs.filter((line) => line.includes('504'))).toHaveLength(2)
  })

  it('answers 504 when the body of a non-streamed answer is too slow', async () => {
    const { post } = setup({ upstreamTimeoutMs: 20 }, () => new Response(new ReadableStream({ start() {} }), { status: 200 }))
    expect((await post('/chat/completions', chat())).status).toBe(504)
  })

  it('does not cut a stream that started in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let finishStream: () => void = () => {}
    const { post, logs } = setup({ upstreamTimeoutMs: 20 }, () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('data: {"a":1}\n\n'))
          finishStream = () => {
            controller.enqueue(new TextEncoder().encode('data: [DONE]\n\n'))
            controller.close()
          }
        },
      })
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
    })
    const response = await post('/chat/completions', chat({ stream: true }))
    expect(response.status).toBe(200)
    // The rest of the stream comes well after the timeout would have fired.
    await vi.advanceTimersByTimeAsync(100)
    finishStream()
    expect(await response.text()).toBe('data: {"a":1}\n\ndata: [DONE]\n\n')
    expect(logs.filter((line) => line.includes('504'))).toEqual([])
  })
})

describe('AI proxy: embeddings cache', () => {
  it('answers identical input from memory, with no upstream call', async () => {
    const { post, calls } = setup()
    const first = await (await post('/embeddings', embeddings(DOCS))).json()
    const second = await post('/embeddings', embeddings(DOCS, { model: 'other' }))
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual(first)
    expect(calls).toHaveLength(1)
    await post('/embeddings', embeddings([DOCS[0]]))
    await post('/embeddings', embeddings(DOCS[0]))
    expect(calls).toHaveLength(3)
  })

  it('shares one upstream call between identical requests in flight', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { post, calls } = setup({}, async () => {
      await gate
      return Response.json({ object: 'list', data: [] })
    })
    // Both requests have asked the cache (each hashes its input first) before the upstream answers.
    let hashed = 0
    const digest = crypto.subtle.digest.bind(crypto.subtle)
    vi.spyOn(crypto.subtle, 'digest').mockImplementation(async (...args: Parameters<typeof digest>) => {
      const hash = await digest(...args)
      hashed++
      return hash
    })
    const pending = [post('/embeddings', embeddings('same')), post('/embeddings', embeddings('same'))]
    await vi.waitFor(() => expect(hashed).toBe(2))
    expect(calls).toHaveLength(1)
    release()
    expect((await Promise.all(pending)).map((response) => response.status)).toEqual([200, 200])
    expect(calls).toHaveLength(1)
  })

  it('does not cache failures', async () => {
    let fail = true
    const { post, calls } = setup({}, () => (fail ? new Response('oops', { status: 500 }) : Response.json({ data: [] })))
    expect((await post('/embeddings', embeddings('x'))).status).toBe(502)
    fail = false
    expect((await post('/embeddings', embeddings('x'))).status).toBe(200)
    expect((await post('/embeddings', embeddings('x'))).status).toBe(200)
    expect(calls).toHaveLength(2)
  })

  it('is bounded: the least recently used entry goes first', async () => {
    const { post, calls } = setup({ store: createMemoryStore({ maxValues: 2 }) })
    for (const input of ['a', 'b', 'a', 'c']) await post('/embeddings', embeddings(input)) // c evicts b
    expect(calls).toHaveLength(3)
    await post('/embeddings', embeddings('a'))
    expect(calls).toHaveLength(3)
    await post('/embeddings', embeddings('b'))
    expect(calls).toHaveLength(4)
  })
})

describe('AI proxy: upstream failures', () => {
  it('turns an upstream 429 into our own 429 with our own Retry-After', async () => {
    const { post, logs } = setup({ upstreamRetryAfterSeconds: 12 }, () =>
      Response.json({ error: { message: 'Rate limit reached for org-123', type: 'requests' } }, { status: 429, headers: { 'Retry-After': '999', 'x-ratelimit-remaining-requests': '0' } }),
    )
    const response = await post('/chat/completions', chat())
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('12')
    expect(response.headers.get('x-ratelimit-remaining-requests')).toBeNull()
    const message = await errorOf(response)
    expect(message).toMatch(/busy/)
    expect(message).not.toMatch(/org-123/)
    expect(logs.join('\n')).toMatch(/429.*org-123/)
  })

  it.each([400, 401, 403, 404, 500, 503])('turns an upstream %i into a 502 with our own message', async (status) => {
    const { post, logs } = setup({}, () => Response.json({ error: { message: `upstream says ${status}` } }, { status, headers: { 'x-upstream': '1' } }))
    for (const [path, body] of [
      ['/chat/completions', chat()],
      ['/chat/completions', chat({ stream: true })],
      ['/embeddings', embeddings(`x${status}`)],
    ] as const) {
      const response = await post(path, body)
      expect(response.status, path).toBe(502)
      expect(response.headers.get('x-upstream')).toBeNull()
      const message = await errorOf(response)
      expect(message).toBe('The AI service could not answer.')
    }
    expect(logs).toHaveLength(3)
    expect(logs[0]).toContain(`upstream says ${status}`)
  })

  it('turns a network error into a 502', async () => {
    const { post, logs } = setup({}, () => {
      throw new TypeError('fetch failed: ECONNREFUSED')
    })
    const response = await post('/embeddings', embeddings('x'))
    expect(response.status).toBe(502)
    expect(logs[0]).toMatch(/ECONNREFUSED/)
  })

  it('turns a successful answer that is not JSON into a 502', async () => {
    const { post } = setup({}, () => new Response('<html>proxy error</html>', { status: 200 }))
    const response = await post('/chat/completions', chat())
    expect(response.status).toBe(502)
    expect(await response.text()).not.toContain('proxy error')
  })

  it('never logs the key', async () => {
    const { post, logs } = setup({}, () =>
      Response.json({ error: { message: `Incorrect API key provided: ${KEY}. Also sk-proj-abc***xyz; Bearer ${KEY}` } }, { status: 401 }),
    )
    expect((await post('/chat/completions', chat())).status).toBe(502)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toContain('Incorrect API key provided')
    expect(logs[0]).not.toContain(KEY)
    expect(logs[0]).not.toContain('sk-proj-abc')
    expect(redact(`key=${KEY}`, KEY)).toBe('key=[redacted]')
  })
})
