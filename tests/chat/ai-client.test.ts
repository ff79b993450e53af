// @vitest-environment jsdom
import OpenAI from 'openai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isAllowanceSpent, isBudgetSpent } from '~/features/chat/ai-limits'
import { aiFailureKind, createAiClient, isAbort, streamReply } from '~/features/chat/ai-client'
import {
  AI_ADDRESS_CAP_CODE,
  AI_ALLOWANCE_SPENT_CODE,
  AI_API_BASE_PATH,
  AI_BUDGET_SPENT_CODE,
  ASSISTANT_TURN_FIELD,
  CHAT_MAX_TOKENS,
  CHAT_MODEL,
  CHAT_TEMPERATURE,
} from '~/shared/ai-contract'

interface Sent {
  url: string
  body: Record<string, unknown>
}

/** Stands in for the network: records each request and answers with `respond`. */
function fakeFetch(respond: (sent: Sent, init?: RequestInit) => Response | Promise<Response>) {
  const sent: Sent[] = []
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request = { url: String(input instanceof Request ? input.url : input), body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> }
    sent.push(request)
    return respond(request, init)
  })
  vi.stubGlobal('fetch', fetch)
  return sent
}

const sse = (chunks: readonly string[], { end = true, finish = null as 'stop' | 'length' | null, turn = undefined as object | undefined } = {}) => {
  const encoder = new TextEncoder()
  const event = (delta: object, finishReason: string | null) =>
    `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: CHAT_MODEL, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`
  const events = chunks.map((content) => event({ content }, null))
  if (finish) events.push(event({}, finish))
  if (turn) events.push(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: CHAT_MODEL, choices: [], [ASSISTANT_TURN_FIELD]: turn })}\n\n`)
  if (end) events.push('data: [DONE]\n\n')
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const event of events) controller.enqueue(encoder.encode(event))
        controller.close()
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  )
}

const origin = 'https://site.example'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('AI client', () => {
  it('streams a chat completion token by token with the pinned model, temperature and token cap, an answer going back with its signature', async () => {
    const turn = { sources: [{ title: 'About Us', heading: 'Meet Our Team', href: '/about#about-team' }], signature: 'sig-2', unanswerable: false }
    const sent = fakeFetch(() => sse(['Hello', ', ', 'world.'], { finish: 'stop', turn }))
    const tokens: string[] = []
    const messages = [
      { role: 'user' as const, content: 'Who runs it?' },
      { role: 'assistant' as const, content: 'Daniel does.', signature: 'sig-1' },
      { role: 'user' as const, content: 'Hi' },
    ]
    const reply = await streamReply(messages, { onToken: (t) => tokens.push(t) }, createAiClient({ origin }))
    expect(reply).toEqual({ text: 'Hello, world.', truncated: false, ...turn })
    expect(tokens).toEqual(['Hello', ', ', 'world.'])
    expect(sent[0]?.url).toBe(`${origin}${AI_API_BASE_PATH}/chat/completions`)
    expect(sent[0]?.body).toEqual({ model: CHAT_MODEL, temperature: CHAT_TEMPERATURE, max_tokens: CHAT_MAX_TOKENS, stream: true, messages })
  })

  it("keeps a reply the model stopped at max_tokens (finish_reason 'length') up to its last full sentence, as the server signed it", async () => {
    fakeFetch(() => sse(['It lifts win rates. It also'], { finish: 'length' }))
    const cut = await streamReply([{ role: 'user', content: 'Hi' }], { onToken: () => {} }, createAiClient({ origin }))
    expect(cut).toEqual({ text: 'It lifts win rates.', truncated: true })
    fakeFetch(() => sse(['Done.'], { finish: 'stop' }))
    const whole = await streamReply([{ role: 'user', content: 'Hi' }], { onToken: () => {} }, createAiClient({ origin }))
    expect(whole).toEqual({ text: 'Done.', truncated: false })
  })

  it('ignores an end of turn that is not the proxy’s (a source off the site, no signature)', async () => {
    fakeFetch(() => sse(['Hi.'], { finish: 'stop', turn: { sources: [{ title: 'Evil', heading: '', href: 'https://evil.example/' }], signature: 'x', unanswerable: false } }))
    expect(await streamReply([{ role: 'user', content: 'Hi' }], { onToken: () => {} }, createAiClient({ origin }))).toEqual({ text: 'Hi.', truncated: false })
    fakeFetch(() => sse(['Hi.'], { finish: 'stop', turn: { sources: [] } }))
    expect(await streamReply([{ role: 'user', content: 'Hi' }], { onToken: () => {} }, createAiClient({ origin }))).toEqual({ text: 'Hi.', truncated: false })
  })

  it('recognises the proxy’s spent daily budget (503 with its code), and nothing else, as budget spent', async () => {
    const client = new OpenAI({ baseURL: `${origin}${AI_API_BASE_PATH}`, apiKey: 'proxy', dangerouslyAllowBrowser: true, maxRetries: 0, fetch: (i, init) => globalThis.fetch(i, init) })
    const failWith = async (status: number, body: object) => {
      fakeFetch(() => Response.json(body, { status }))
      return streamReply([{ role: 'user', content: 'Hi' }], { onToken: () => {} }, client).catch((e: unknown) => e)
    }
    expect(isBudgetSpent(await failWith(503, { error: { message: 'Spent for today.', code: AI_BUDGET_SPENT_CODE } }))).toBe(true)
    expect(isBudgetSpent(await failWith(503, { error: { message: 'Unavailable.' } }))).toBe(false)
    expect(isBudgetSpent(await failWith(429, { error: { message: 'Slow down.', code: AI_BUDGET_SPENT_CODE } }))).toBe(false)
    expect(isBudgetSpent(new Error('daily_budget_spent'))).toBe(false)
  })

  it('recognises a spent allowance or address share (429 with its code), and nothing else, as the allowance spent', async () => {
    const client = new OpenAI({ baseURL: `${origin}${AI_API_BASE_PATH}`, apiKey: 'proxy', dangerouslyAllowBrowser: true, maxRetries: 0, fetch: (i, init) => globalThis.fetch(i, init) })
    const failWith = async (status: number, body: object) => {
      fakeFetch(() => Response.json(body, { status }))
      return streamReply([{ role: 'user', content: 'Hi' }], { onToken: () => {} }, client).catch((e: unknown) => e)
    }
    expect(isAllowanceSpent(await failWith(429, { error: { message: 'Asked enough today.', code: AI_ALLOWANCE_SPENT_CODE } }))).toBe(true)
    expect(isAllowanceSpent(await failWith(429, { error: { message: 'Your address asked enough.', code: AI_ADDRESS_CAP_CODE } }))).toBe(true)
    expect(isAllowanceSpent(await failWith(429, { error: { message: 'Too many requests.' } }))).toBe(false)
    expect(isAllowanceSpent(await failWith(503, { error: { message: 'Spent.', code: AI_BUDGET_SPENT_CODE } }))).toBe(false)
  })

  it('uses the page origin and the fetch of the moment (so a mock layer installed later still answers)', async () => {
    const client = createAiClient()
    const sent = fakeFetch(() => sse(['ok']))
    await streamReply([{ role: 'user', content: 'Hi' }], { onToken: () => {} }, client)
    expect(sent[0]?.url).toBe(`${location.origin}${AI_API_BASE_PATH}/chat/completions`)
  })

  it('throws an APIError the app can recognise when the proxy refuses', async () => {
    fakeFetch(() => Response.json({ error: { message: 'Too many requests', type: 'rate_limit' } }, { status: 429 }))
    const client = new OpenAI({ baseURL: `${origin}${AI_API_BASE_PATH}`, apiKey: 'proxy', dangerouslyAllowBrowser: true, maxRetries: 0, fetch: (i, init) => globalThis.fetch(i, init) })
    const error = await streamReply([{ role: 'user', content: 'Hi' }], { onToken: () => {} }, client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OpenAI.RateLimitError)
    expect(aiFailureKind(error)).toBe('rate-limited')
    expect(isAbort(error)).toBe(false)
  })

  it('resolves with the words so far when the visitor stops the stream', async () => {
    const controller = new AbortController()
    fakeFetch((_, init) => {
      const encoder = new TextEncoder()
      const chunk = (content: string) =>
        encoder.encode(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: CHAT_MODEL, choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`)
      return new Response(
        new ReadableStream({
          start(stream) {
            stream.enqueue(chunk('Partial'))
            init?.signal?.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')))
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      )
    })
    const text = await streamReply(
      [{ role: 'user', content: 'Hi' }],
      {
        onToken: () => controller.abort(),
        signal: controller.signal,
      },
      createAiClient({ origin }),
    )
    expect(text).toEqual({ text: 'Partial', truncated: false })
  })

  it('names the kind of failure for the log', () => {
    expect(aiFailureKind(new OpenAI.APIConnectionError({ message: 'offline' }))).toBe('offline')
    expect(aiFailureKind(new OpenAI.APIConnectionTimeoutError())).toBe('timeout')
    expect(aiFailureKind(new Error('x'))).toBe('unknown')
    expect(isAbort(new OpenAI.APIUserAbortError())).toBe(true)
  })
})
