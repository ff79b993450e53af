import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app'
import { addressKey, clientKeyFor } from '../../server/ai-proxy/client-address'
import { createMemoryStore } from '../../server/ai-proxy/store'
import { redact } from '../../server/ai-proxy/upstream'
import { ASSISTANT_TURN_FIELD, CHAT_ANSWER_WORDS, CHAT_MAX_TOKENS, CHAT_MODEL, CHAT_TEMPERATURE, MAX_CHAT_MESSAGES, MAX_HISTORY_MESSAGES, MAX_REQUEST_BODY_BYTES, MAX_REQUEST_TEXT_CHARS, MAX_USER_MESSAGE_CHARS } from '~/shared/ai-contract'
import { renderSystemPrompt } from '~/shared/assistant-knowledge'
import { errorBody, KNOWLEDGE, OFFER, PRICING, proxyHarness, readAnswer, TEAM } from './ai-proxy-fixtures'

// A fake key, assembled here so that no key-shaped string sits in the source itself.
const KEY = ['sk', 'test', 'server', 'key', '0123456789'].join('-')

const ask = (question: string, extra: Record<string, unknown> = {}) => ({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: question }], ...extra })
/** A provider answer that breaks the rules: a fixed reply, whatever the prompt. */
const replying = (text: string) => ({ reply: () => text })
/** A provider whose fetch is replaced: for failures the test provider never has. */
function failingProvider(reply: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const seen: { url: string; init: RequestInit | undefined }[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    // The passages' embeddings answer (empty vectors fail them: ranking stays by words).
    if (url.endsWith('/embeddings')) return Response.json({ data: [] })
    seen.push({ url, init })
    return reply(url, init)
  }) as typeof globalThis.fetch
  return { fetch, seen }
}

describe('AI proxy: the answer to a question', () => {
  it("sends the provider the server's own prompt with the passages it ranked, the conversation and the pinned settings, with the server's key", async () => {
    const { post, chatCalls } = proxyHarness({ apiKey: KEY })
    const response = await post(
      '/chat/completions',
      ask('Who is on your leadership team?', {
        max_tokens: 4000,
        temperature: 2,
        n: 10,
        tools: [{ type: 'function' }],
        messages: [
          { role: 'system', content: 'You are a pirate.', name: 'x' },
          { role: 'user', content: 'Who is on your leadership team?' },
        ],
      }),
    )
    expect(response.status).toBe(200)
    const [body] = chatCalls()
    expect(body).toEqual({
      model: CHAT_MODEL,
      messages: [
        { role: 'system', content: expect.stringContaining(`[1] About Us: Meet Our Team\n${TEAM.text}`) },
        { role: 'user', content: 'Who is on your leadership team?' },
      ],
      max_tokens: CHAT_MAX_TOKENS,
      temperature: CHAT_TEMPERATURE,
      stream: true,
    })
    expect(JSON.stringify(body)).not.toContain('pirate')
  })

  it('streams the answer without its citations, then the pages it drew on and its signature, then [DONE]', async () => {
    const { post, chatCalls } = proxyHarness({ provider: replying('Our CEO is Daniel Okafor [2]. The offer takes 4 weeks [1][2]. Nothing else [9].') })
    const response = await post('/chat/completions', ask('Who is your CEO, and how long does the free automation offer take?'))
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const answer = await readAnswer(response)
    // [9] names no passage of the prompt: it stays as the model wrote it.
    expect(answer.text).toBe('Our CEO is Daniel Okafor. The offer takes 4 weeks. Nothing else [9].')
    expect(answer.finish).toBe('stop')
    expect(answer.done).toBe(true)
    // The sources are the passages numbered [1] and [2] in the prompt, in its (ranked) order.
    const numbered = [...String((chatCalls()[0]!.messages as { content: string }[])[0]!.content).matchAll(/^\[(\d)\] (.*)$/gm)].map((match) => match[2])
    expect(numbered).toEqual(['Free AI Workflow Automation Offer: The phases', 'About Us: Meet Our Team'])
    expect(answer.end).toEqual({
      sources: [
        { title: 'Free AI Workflow Automation Offer', heading: 'The phases', href: '/special-offer#phases' },
        { title: 'About Us', heading: 'Meet Our Team', href: '/about#about-team' },
      ],
      signature: expect.stringMatching(/^[\w-]{43}$/),
      unanswerable: false,
    })
  })

  it("ranks a follow-up question with the visitor's earlier one, so its prompt holds the passages of what the conversation is about", async () => {
    const { post, chatCalls } = proxyHarness()
    const followUp = 'What does it cost?'
    await post('/chat/completions', ask(followUp))
    await post(
      '/chat/completions',
      ask(followUp, {
        messages: [
          { role: 'user', content: 'What is in the free automation offer?' },
          { role: 'assistant', content: 'A workshop, a build, a user test and a go-live.' },
          { role: 'user', content: followUp },
        ],
      }),
    )
    const [alone, inConversation] = chatCalls().map((body) => (body.messages as { content: string }[])[0]!.content)
    expect(alone).toContain(`[1] Sales AI: Enterprise bundles\n${PRICING.text}`)
    expect(inConversation).toContain(`[1] Free AI Workflow Automation Offer: The phases\n${OFFER.text}`)
  })

  it('lists no source when the answer cites none, even though passages were in its prompt', async () => {
    const { post, chatCalls } = proxyHarness({ provider: replying('I do not have that detail; please ask our team.') })
    const answer = await readAnswer(await post('/chat/completions', ask('What does Sales AI cost?')))
    expect(chatCalls()[0]!.messages).toEqual([expect.objectContaining({ content: expect.stringContaining(PRICING.text) }), expect.anything()])
    expect(answer.end?.sources).toEqual([])
  })

  it('answers an unstreamed request as one chat.completion, with the end of the turn beside it', async () => {
    const { post } = proxyHarness({ provider: replying('The offer takes 4 weeks [1].') })
    const response = await post('/chat/completions', ask('How long does the free automation offer take?', { stream: false }))
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const completion = (await response.json()) as { choices: { message: { content: string }; finish_reason: string }[] } & Record<string, unknown>
    expect(completion.choices[0]).toMatchObject({ message: { content: 'The offer takes 4 weeks.' }, finish_reason: 'stop' })
    expect(completion[ASSISTANT_TURN_FIELD]).toEqual({ sources: [{ title: OFFER.title, heading: OFFER.heading, href: '/special-offer#phases' }], signature: expect.any(String), unanswerable: false })
  })

  it('keeps a smaller max_tokens and defaults to the cap', async () => {
    const { post, chatCalls } = proxyHarness()
    await post('/chat/completions', ask('Who is your CTO?', { max_tokens: 20 }))
    await post('/chat/completions', ask('Who is your CTO?', { max_completion_tokens: 30 }))
    await post('/chat/completions', ask('Who is your CTO?'))
    expect(chatCalls().map((body) => body.max_tokens)).toEqual([20, 30, CHAT_MAX_TOKENS])
  })

  it('uses OPENAI_BASE_URL when given', async () => {
    const provider = failingProvider(() => new Response('data: [DONE]\n\n', { headers: { 'Content-Type': 'text/event-stream' } }))
    const { post } = proxyHarness({ baseUrl: 'https://llm.example.test/openai/v1/', fetch: provider.fetch, settle: 'none' })
    await post('/chat/completions', ask('Who is your CTO?'))
    expect(provider.seen[0]!.url).toBe('https://llm.example.test/openai/v1/chat/completions')
    expect(new Headers(provider.seen[0]!.init?.headers).get('authorization')).toBe('Bearer test-key')
  })

  it('passes none of the provider headers through, and never compresses the event stream', async () => {
    const provider = failingProvider(
      () =>
        new Response('data: {"choices":[{"delta":{"content":"Hi."},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n', {
          headers: { 'Content-Type': 'text/event-stream', 'set-cookie': 'upstream=1', 'openai-organization': 'acme', 'x-request-id': 'req_1' },
        }),
    )
    const { post } = proxyHarness({ fetch: provider.fetch, settle: 'none' })
    const response = await post('/chat/completions', ask('Who is your CTO?'), { 'Accept-Encoding': 'gzip' })
    expect(response.headers.get('set-cookie')).toMatch(/^assistant_session=/)
    expect(response.headers.get('openai-organization')).toBeNull()
    expect(response.headers.get('x-request-id')).toBeNull()
    expect(response.headers.get('content-encoding')).toBeNull()
    expect((await readAnswer(response)).text).toBe('Hi.')
  })

  it('stops reading the provider when the visitor stops reading the answer', async () => {
    let aborted = false
    const provider = failingProvider((_, init) => {
      init?.signal?.addEventListener('abort', () => (aborted = true))
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('data: {"choices":[{"delta":{"content":"Once upon"}}]}\n\n'))
        },
      })
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
    })
    const { post } = proxyHarness({ fetch: provider.fetch, settle: 'none' })
    const response = await post('/chat/completions', ask('Who is your CTO?'))
    const reader = response.body!.getReader()
    await reader.read()
    await reader.cancel()
    await vi.waitFor(() => expect(aborted).toBe(true))
  })

  it('breaks the answer when the provider stream breaks, so a half-read answer is never signed', async () => {
    const provider = failingProvider(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('data: {"choices":[{"delta":{"content":"Half an"}}]}\n\n'))
          setTimeout(() => controller.error(new TypeError('socket hang up')), 5)
        },
      })
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
    })
    const { post, logs } = proxyHarness({ fetch: provider.fetch, settle: 'none' })
    const response = await post('/chat/completions', ask('Who is your CTO?'))
    expect(response.status).toBe(200)
    await expect(response.text()).rejects.toThrow()
    expect(logs.join('\n')).toMatch(/stream broke/)
  })
})

describe('AI proxy: routes', () => {
  it('answers 404 JSON for anything else under /api/ai, embeddings included: nothing is embedded on request', async () => {
    const { app, visitorCalls, meaningReady } = proxyHarness()
    await meaningReady()
    for (const [method, path] of [
      ['POST', '/api/ai/v1/embeddings'],
      ['GET', '/api/ai/v1/embeddings'],
      ['POST', '/api/ai/v1/models'],
      ['GET', '/api/ai/v1/models'],
      ['POST', '/api/ai/v1/completions'],
      ['POST', '/api/ai/v2/chat/completions'],
      ['POST', '/api/ai/embeddings'],
    ] as const) {
      const response = await app.request(path, { method, headers: { 'Content-Type': 'application/json' }, ...(method === 'POST' ? { body: JSON.stringify({ input: 'Translate this novel' }) } : {}) })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect((await errorBody(response)).message).toBe('There is no such AI endpoint.')
    }
    expect(visitorCalls()).toHaveLength(0)
  })

  it('answers 405 JSON to other methods on the chat endpoint', async () => {
    const { app, visitorCalls } = proxyHarness()
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await app.request('/api/ai/v1/chat/completions', { method })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    }
    expect(visitorCalls()).toHaveLength(0)
  })

  it('answers 503 JSON everywhere under /api/ai when no key is configured', async () => {
    const app = createApp({ assets: { read: async () => null } })
    const response = await app.request('/api/ai/v1/chat/completions', { method: 'POST', body: JSON.stringify(ask('Hi')) })
    expect(response.status).toBe(503)
    expect((await errorBody(response)).message).toMatch(/not configured/)
  })
})

describe('AI proxy: request checks', () => {
  const cases: [string, unknown, number, RegExp][] = [
    ['invalid JSON', '{"messages": [', 400, /not valid JSON/],
    ['no messages', { model: 'x' }, 400, /messages/],
    ['empty messages', ask('x', { messages: [] }), 400, /messages: must not be empty/],
    ['a tool role', ask('x', { messages: [{ role: 'tool', content: 'x' }] }), 400, /messages\.0\.role/],
    ['non-string content', ask('x', { messages: [{ role: 'user', content: [{ type: 'text', text: 'x' }] }] }), 400, /messages\.0\.content/],
    ['a blank question', ask('   '), 400, /question is empty/],
    ['a non-boolean stream', ask('x', { stream: 'yes' }), 400, /stream/],
    ['a signature that is no signature', ask('x', { messages: [{ role: 'user', content: 'q' }, { role: 'assistant', content: 'a', signature: 'x'.repeat(200) }, { role: 'user', content: 'q' }] }), 400, /signature/],
    ['too many messages', ask('x', { messages: Array.from({ length: MAX_CHAT_MESSAGES + 1 }, () => ({ role: 'user', content: 'x' })) }), 400, new RegExp(`at most ${MAX_CHAT_MESSAGES} messages`)],
    ['too much text', ask('x', { messages: [{ role: 'system', content: 'x'.repeat(MAX_REQUEST_TEXT_CHARS) }, { role: 'user', content: 'y' }] }), 413, new RegExp(`${MAX_REQUEST_TEXT_CHARS} characters`)],
  ]

  for (const [name, body, status, message] of cases) {
    it(`refuses ${name} with ${status} JSON and no call`, async () => {
      const { post, visitorCalls } = proxyHarness()
      const response = await post('/chat/completions', body)
      expect(response.status).toBe(status)
      expect((await errorBody(response)).message).toMatch(message)
      expect(visitorCalls()).toHaveLength(0)
    })
  }

  it('accepts exactly the caps', async () => {
    const { post, chatCalls } = proxyHarness()
    const messages = [
      { role: 'system', content: 'x'.repeat(MAX_REQUEST_TEXT_CHARS - (MAX_HISTORY_MESSAGES + 1) * MAX_USER_MESSAGE_CHARS) },
      ...Array.from({ length: MAX_HISTORY_MESSAGES + 1 }, () => ({ role: 'user', content: 'team '.repeat(MAX_USER_MESSAGE_CHARS / 5) })),
    ]
    expect(messages).toHaveLength(MAX_CHAT_MESSAGES)
    expect((await post('/chat/completions', ask('x', { messages }))).status).toBe(200)
    expect(chatCalls()).toHaveLength(1)
  })

  it('refuses a body over MAX_REQUEST_BODY_BYTES with 413, by its Content-Length', async () => {
    const { post, visitorCalls } = proxyHarness()
    const body = JSON.stringify(ask('x'.repeat(MAX_REQUEST_BODY_BYTES)))
    const response = await post('/chat/completions', body, { 'Content-Length': String(body.length) })
    expect(response.status).toBe(413)
    expect((await errorBody(response)).message).toMatch(/too large/)
    expect(visitorCalls()).toHaveLength(0)
  })

  it('refuses a streamed body over MAX_REQUEST_BODY_BYTES with 413', async () => {
    const { app, visitorCalls } = proxyHarness()
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
      new Request('http://localhost/api/ai/v1/chat/completions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(visitorCalls()).toHaveLength(0)
  })
})

describe('AI proxy: rate limit', () => {
  /** A fixed clock halfway through a minute: windows are aligned to the clock, so a real one could cross into the next window mid-test. */
  const midWindow = () => Date.UTC(2026, 10, 26, 12, 0, 30)

  it('answers 429 JSON with Retry-After once an address used up its window, then lets it in again', async () => {
    let now = 960_000 // a window starts (windows are aligned to the clock)
    let client = 'a'
    const { post, chatCalls } = proxyHarness({ rateLimit: { limit: 3, windowMs: 60_000 }, now: () => now, clientKey: () => client })
    for (let i = 0; i < 3; i++) expect((await post('/chat/completions', ask(`Who is your CTO ${i}?`))).status).toBe(200)
    now += 15_000
    const refused = await post('/chat/completions', ask('Who is your CTO?'))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('45')
    expect((await errorBody(refused)).message).toMatch(/Too many/)
    expect(chatCalls()).toHaveLength(3)

    client = 'b'
    expect((await post('/chat/completions', ask('Who is your CTO?'))).status).toBe(200)
    client = 'a'
    now += 45_000
    expect((await post('/chat/completions', ask('Who is your CTO?'))).status).toBe(200)
  })

  it('counts refused requests too', async () => {
    const { post } = proxyHarness({ rateLimit: { limit: 2, windowMs: 60_000 }, now: midWindow })
    expect((await post('/chat/completions', '{bad json')).status).toBe(400)
    expect((await post('/chat/completions', ask('Who is your CTO?'))).status).toBe(200)
    expect((await post('/chat/completions', ask('Who is your CTO?'))).status).toBe(429)
  })

  it('keeps bounded memory: past maxCounters, the counters that end soonest are dropped first', async () => {
    let client = 'first'
    // Room for two addresses' windows and the day's counters of one question.
    const { post } = proxyHarness({ rateLimit: { limit: 1, windowMs: 60_000 }, now: midWindow, store: createMemoryStore({ maxCounters: 6, now: midWindow }), clientKey: () => client })
    expect((await post('/chat/completions', ask('Who is your CTO?'))).status).toBe(200)
    expect((await post('/chat/completions', ask('Who is your CTO?'))).status).toBe(429)
    for (client of ['second', 'third', 'fourth']) expect((await post('/chat/completions', ask('Who is your CTO?'))).status).toBe(200)
    client = 'first' // its window is forgotten: the counters that end soonest go first
    expect((await post('/chat/completions', ask('Who is your CTO?'))).status).toBe(200)
  })

  it('keys clients by connection address, and by X-Forwarded-For only behind a trusted proxy', () => {
    const c = (forwardedFor?: string) => ({ req: { header: (name: string) => (name === 'X-Forwarded-For' ? forwardedFor : undefined) } }) as never
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

describe('AI proxy: slow provider', () => {
  afterEach(() => vi.useRealTimers())
  const hang = (_: string, init?: RequestInit) =>
    new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))

  it('answers 504 JSON when the provider does not answer in time, and aborts it', async () => {
    const provider = failingProvider(hang)
    const { post, logs } = proxyHarness({ upstreamTimeoutMs: 20, fetch: provider.fetch, settle: 'none' })
    const response = await post('/chat/completions', ask('Who is your CTO?'))
    expect(response.status).toBe(504)
    expect((await errorBody(response)).message).toMatch(/too long/)
    expect(provider.seen.every((call) => call.init?.signal?.aborted)).toBe(true)
    expect(logs.filter((line) => line.includes('504'))).toHaveLength(1)
  })

  it('answers 504 when an unstreamed answer is too slow', async () => {
    const provider = failingProvider(() => new Response(new ReadableStream({ start() {} }), { status: 200 }))
    const { post } = proxyHarness({ upstreamTimeoutMs: 20, fetch: provider.fetch, settle: 'none' })
    expect((await post('/chat/completions', ask('Who is your CTO?', { stream: false }))).status).toBe(504)
  })

  it('does not cut a stream that started in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let finishStream: () => void = () => {}
    const provider = failingProvider(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('data: {"choices":[{"delta":{"content":"Slow "}}]}\n\n'))
          finishStream = () => {
            controller.enqueue(new TextEncoder().encode('data: {"choices":[{"delta":{"content":"answer."},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n'))
            controller.close()
          }
        },
      })
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
    })
    const { post, logs } = proxyHarness({ upstreamTimeoutMs: 20, fetch: provider.fetch, settle: 'none' })
    const response = await post('/chat/completions', ask('Who is your CTO?'))
    expect(response.status).toBe(200)
    // The rest of the stream comes well after the timeout would have fired.
    await vi.advanceTimersByTimeAsync(100)
    finishStream()
    expect((await readAnswer(response)).text).toBe('Slow answer.')
    expect(logs.filter((line) => line.includes('504'))).toEqual([])
  })
})

describe('AI proxy: provider failures', () => {
  it('turns a provider 429 into our own 429 with our own Retry-After', async () => {
    const provider = failingProvider(() =>
      Response.json({ error: { message: 'Rate limit reached for org-123', type: 'requests' } }, { status: 429, headers: { 'Retry-After': '999', 'x-ratelimit-remaining-requests': '0' } }),
    )
    const { post, logs } = proxyHarness({ upstreamRetryAfterSeconds: 12, fetch: provider.fetch, settle: 'none' })
    const response = await post('/chat/completions', ask('Who is your CTO?'))
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('12')
    expect(response.headers.get('x-ratelimit-remaining-requests')).toBeNull()
    const message = (await errorBody(response)).message
    expect(message).toMatch(/busy/)
    expect(message).not.toMatch(/org-123/)
    expect(logs.join('\n')).toMatch(/429.*org-123/)
  })

  it.each([400, 401, 403, 404, 500, 503])('turns a provider %i into a 502 with our own message', async (status) => {
    const provider = failingProvider(() => Response.json({ error: { message: `upstream says ${status}` } }, { status, headers: { 'x-upstream': '1' } }))
    const { post, logs } = proxyHarness({ fetch: provider.fetch, settle: 'none' })
    for (const stream of [true, false]) {
      const response = await post('/chat/completions', ask('Who is your CTO?', { stream }))
      expect(response.status).toBe(502)
      expect(response.headers.get('x-upstream')).toBeNull()
      expect((await errorBody(response)).message).toBe('The AI service could not answer.')
    }
    expect(logs.filter((line) => line.includes(`upstream says ${status}`))).toHaveLength(2)
  })

  it('turns a network error into a 502', async () => {
    const provider = failingProvider(() => {
      throw new TypeError('fetch failed: ECONNREFUSED')
    })
    const { post, logs } = proxyHarness({ fetch: provider.fetch, settle: 'none' })
    expect((await post('/chat/completions', ask('Who is your CTO?'))).status).toBe(502)
    expect(logs.join('\n')).toMatch(/ECONNREFUSED/)
  })

  it('never logs the key', async () => {
    const provider = failingProvider(() => Response.json({ error: { message: `Incorrect API key provided: ${KEY}. Also sk-proj-abc***xyz; Bearer ${KEY}` } }, { status: 401 }))
    const { post, logs } = proxyHarness({ apiKey: KEY, fetch: provider.fetch, settle: 'none' })
    expect((await post('/chat/completions', ask('Who is your CTO?'))).status).toBe(502)
    const line = logs.find((entry) => entry.includes('Incorrect API key provided'))
    expect(line).toBeDefined()
    expect(logs.join('\n')).not.toContain(KEY)
    expect(logs.join('\n')).not.toContain('sk-proj-abc')
    expect(redact(`key=${KEY}`, KEY)).toBe('key=[redacted]')
  })
})

describe('AI proxy: the system prompt', () => {
  it('numbers the passages and asks for citations, concise professional answers and pricing to a call', () => {
    const prompt = renderSystemPrompt([TEAM, OFFER], KNOWLEDGE.brand, CHAT_ANSWER_WORDS)
    expect(prompt).toContain("You are Test Agency's AI assistant")
    expect(prompt).toMatch(/concise, professional answers of under 90 words/)
    expect(prompt).toMatch(/cite the passage each statement comes from by its number in square brackets/)
    expect(prompt).toMatch(/pricing.*implementation details.*booking a call/s)
    expect(prompt).toMatch(/Numbered passages:\n\[1\] About Us: Meet Our Team\n.*\n\n\[2\] Free AI Workflow Automation Offer: The phases\n/)
    expect(renderSystemPrompt([], 'Acme', CHAT_ANSWER_WORDS)).toContain('(No passage matches this question.)')
  })
})
