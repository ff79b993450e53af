// @vitest-environment jsdom
import OpenAI from 'openai'
import type { ChatCompletionChunk, ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import { describe, expect, it, vi } from 'vitest'
import { AI_API_BASE_PATH, AI_BUDGET_SPENT_CODE, CHAT_MAX_TOKENS, CHAT_MODEL, CHAT_TEMPERATURE, EMBEDDING_MODEL } from '../../src/shared/ai-contract'
import { AI_RETRY_AFTER_SECONDS, createOpenAiHandlers } from '@mocks/handlers/openai'
import { MOCK_EMBEDDING_DIMENSIONS, MOCK_FALLBACK_REPLY, contextOf, mockReply, stem } from '@mocks/handlers/openai-text'
import { scenarioLabels, scenarioNames } from '@mocks/scenario-catalog'
import { handlersFor } from '@mocks/scenarios'
import { server, useScenario } from '@mocks/node'

const baseURL = new URL(AI_API_BASE_PATH, window.location.origin).href

/** The SDK as the assistant uses it; no retries, so failures surface at once. */
const client = new OpenAI({
  baseURL,
  apiKey: 'proxy',
  dangerouslyAllowBrowser: true,
  maxRetries: 0,
  fetch: (input, init) => globalThis.fetch(input, init),
})

const documents = {
  knowledge:
    'Meridian AI implements AI for sales, marketing and support teams. We build custom AI solutions and integrate them with your CRM. ' +
    'Pricing depends on scope: a typical project starts with a fixed-price discovery phase, and we quote the build after it. ' +
    'For an exact price, book a free consultation with an AI advisor.',
  team:
    'Our leadership team brings decades of experience. Our chief executive founded two software companies. ' +
    'Our chief technology officer led machine learning teams at a large cloud provider.',
  useCases:
    'In 2025 every business function uses AI. Sales teams use AI to score leads and draft outreach. ' +
    'Support teams deflect tickets with assistants. Marketing teams personalise campaigns at scale.',
  offer:
    'Free automation offer: get one AI workflow automated for free when you schedule a consultation. ' +
    'It includes a 2-hour discovery workshop, a 2-week build, a 1-week user test and a 1-week go-live. ' +
    'To be eligible you need 50 or more employees, API-accessible data and an executive sponsor. There are 6 slots per quarter.',
}
const documentNames = Object.keys(documents) as (keyof typeof documents)[]

const systemPrompt = [
  'You are the Meridian AI Assistant. Answer concisely and professionally in under 150 words.',
  'Send pricing or implementation-detail questions to a call booking.',
  '',
  'Use the following information from our knowledge base:',
  documents.knowledge,
  documents.offer,
].join('\n')

const conversation = (question: string): ChatCompletionMessageParam[] => [
  { role: 'system', content: systemPrompt },
  { role: 'assistant', content: 'Hello! I am the Meridian AI assistant. How can I help you today?' },
  { role: 'user', content: question },
]

const chatParams = { model: CHAT_MODEL, temperature: CHAT_TEMPERATURE, max_tokens: CHAT_MAX_TOKENS }

async function embed(input: string | string[], encoding?: 'float' | 'base64') {
  const response = await client.embeddings.create({ model: EMBEDDING_MODEL, input, ...(encoding ? { encoding_format: encoding } : {}) })
  return response.data.map((item) => item.embedding)
}

const dot = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0)

async function streamReply(question: string) {
  const stream = await client.chat.completions.create({ ...chatParams, messages: conversation(question), stream: true })
  const chunks: ChatCompletionChunk[] = []
  for await (const chunk of stream) chunks.push(chunk)
  const text = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')
  return { chunks, text }
}

/** Every sentence of a reply comes word for word from the context. */
function expectFromContext(reply: string) {
  const context = `${documents.knowledge} ${documents.offer}`
  const replySentences = reply.split(/(?<=[.!?])\s+/)
  expect(replySentences.length).toBeGreaterThan(0)
  for (const sentence of replySentences) expect(context).toContain(sentence)
}

describe('the AI mocks: embeddings', () => {
  it('gives the same unit vector for the same text, as floats or the SDK’s default base64', async () => {
    const [first] = await embed('How much does an AI project cost?', 'float')
    const [again] = await embed('How much does an AI project cost?', 'float')
    const [decoded] = await embed('How much does an AI project cost?')
    expect(first).toHaveLength(MOCK_EMBEDDING_DIMENSIONS)
    expect(again).toEqual(first)
    expect(decoded).toHaveLength(MOCK_EMBEDDING_DIMENSIONS)
    decoded!.forEach((value, i) => expect(value).toBeCloseTo(first![i]!, 6))
    expect(Math.hypot(...first!)).toBeCloseTo(1, 10)
    expect(Math.hypot(...decoded!)).toBeCloseTo(1, 5)
  })

  it('answers in OpenAI’s wire format: a list of embeddings in input order, with model and usage', async () => {
    const response = await fetch(`${baseURL}/embeddings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: EMBEDDING_MODEL, input: ['one text', 'another text'], encoding_format: 'float' }),
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown> & { data: Record<string, unknown>[] }
    expect(body).toMatchObject({ object: 'list', model: EMBEDDING_MODEL, usage: { prompt_tokens: 4, total_tokens: 4 } })
    expect(body.data.map(({ object, index }) => ({ object, index }))).toEqual([
      { object: 'embedding', index: 0 },
      { object: 'embedding', index: 1 },
    ])
    expect(body.data[0]!.embedding).toEqual(expect.arrayContaining([expect.any(Number)]))

    const base64 = await fetch(`${baseURL}/embeddings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: EMBEDDING_MODEL, input: 'one text', encoding_format: 'base64' }),
    })
    const encoded = (await base64.json()) as { data: { embedding: unknown }[] }
    expect(typeof encoded.data[0]!.embedding).toBe('string')
  })

  it('ranks the document that answers an on-topic question first', async () => {
    const vectors = await embed(documentNames.map((name) => documents[name]))
    const best = async (question: string) => {
      const [asked] = await embed(question)
      const scores = vectors.map((vector) => dot(asked!, vector))
      return documentNames[scores.indexOf(Math.max(...scores))]
    }
    expect(await best('What is your pricing?')).toBe('knowledge')
    expect(await best('Who is on the leadership team?')).toBe('team')
    expect(await best('Am I eligible for the free automation offer?')).toBe('offer')
    expect(await best('How do support teams use AI?')).toBe('useCases')
  })

  it('lets "pricing" and "price" meet', () => {
    expect(stem('pricing')).toBe(stem('price'))
    expect(stem('prices')).toBe(stem('priced'))
    expect(stem('automation')).toBe(stem('automated'))
  })

  it('refuses a request without input, as the API does', async () => {
    await expect(client.embeddings.create({ model: EMBEDDING_MODEL, input: [] })).rejects.toMatchObject({ status: 400 })
  })
})

describe('the AI mocks: chat completions', () => {
  it('streams a reply from the context in several chunks, then stop and [DONE]', async () => {
    const { chunks, text } = await streamReply('What does your pricing depend on?')
    const contentChunks = chunks.filter((chunk) => chunk.choices[0]?.delta.content)
    expect(contentChunks.length).toBeGreaterThan(2)
    expect(chunks[0]!.choices[0]!.delta.role).toBe('assistant')
    expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe('stop')
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk' && chunk.id === chunks[0]!.id)).toBe(true)
    expect(text).toContain('Pricing depends on scope')
    expectFromContext(text)
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(100)
  })

  it('answers the same without streaming, as a chat.completion', async () => {
    const completion = await client.chat.completions.create({ ...chatParams, messages: conversation('What does your pricing depend on?') })
    expect(completion.object).toBe('chat.completion')
    expect(completion.choices[0]!.finish_reason).toBe('stop')
    expect(completion.choices[0]!.message.role).toBe('assistant')
    expect(completion.usage!.completion_tokens).toBeGreaterThan(0)
    const { text } = await streamReply('What does your pricing depend on?')
    expect(completion.choices[0]!.message.content).toBe(text)
  })

  it('picks the sentences that fit the question', async () => {
    const { text } = await streamReply('Who is eligible for the free automation offer?')
    expect(text).toContain('To be eligible you need 50 or more employees')
    expect(text).not.toContain('Pricing depends on scope')
    expectFromContext(text)
  })

  it('says it does not know when nothing in the context fits', async () => {
    const { text } = await streamReply('Do you like jazz?')
    expect(text).toBe(MOCK_FALLBACK_REPLY)
  })

  it('finds the context after a "Context:" line, inside <context>, or after a line naming it', () => {
    expect(contextOf('Be brief about pricing.\n\nContext:\nDoc text.').trim()).toBe('Doc text.')
    expect(contextOf('Be brief.<context>Doc text.</context>Thanks.')).toBe('Doc text.')
    expect(contextOf('Be brief.\nUse the following information:\nDoc text.').trim()).toBe('Doc text.')
    expect(contextOf('Doc text only.')).toBe('Doc text only.')
  })

  it('keeps a reply under 100 words, deterministic, and drops repeated sentences', () => {
    const long = Array.from({ length: 60 }, (_, i) => `pricing word${i}`).join(' ') + '.'
    const context = `${long}\n\n---\n\nPricing is custom for every team.\n\n---\n\nPricing is custom for every team.`
    const reply = mockReply(context, 'How does pricing work for a team?')
    expect(reply.split(/\s+/).length).toBeLessThanOrEqual(100)
    expect(reply).toBe(mockReply(context, 'How does pricing work for a team?'))
    expect(reply.match(/Pricing is custom/g)).toHaveLength(1)
  })

  it('paces the stream when asked to (the browser default)', async () => {
    const delayMs = 25
    server.use(...createOpenAiHandlers({ chunkDelayMs: delayMs }).ok)
    const started = performance.now()
    const stream = await client.chat.completions.create({ ...chatParams, messages: conversation('What is your pricing?'), stream: true })
    let chunkCount = 0
    const chunks = stream[Symbol.asyncIterator]()
    while (!(await chunks.next()).done) chunkCount++
    expect(chunkCount).toBeGreaterThan(2)
    // Every chunk after the first waits its pause before it is sent. A busy machine can make two
    // chunks arrive together, so the whole stream's time is what is held, not each gap.
    expect(performance.now() - started).toBeGreaterThanOrEqual((chunkCount - 1) * delayMs)
  })
})

describe('the AI mocks: failure scenarios', () => {
  const chat = () => client.chat.completions.create({ ...chatParams, messages: conversation('What is your pricing?') })
  const embedding = () => embed('What is your pricing?')

  it.each([
    ['ai-429', 429, OpenAI.RateLimitError],
    ['ai-403', 403, OpenAI.PermissionDeniedError],
    ['ai-451', 451, OpenAI.APIError],
  ] as const)('%s fails both routes with %i and a { error: { message } } body', async (scenario, status, ErrorClass) => {
    useScenario(scenario)
    for (const call of [chat, embedding]) {
      const error: unknown = await call().then(
        () => null,
        (reason: unknown) => reason,
      )
      expect(error).toBeInstanceOf(ErrorClass)
      expect(error).toMatchObject({ status, error: { message: expect.any(String) } })
      if (status === 429) expect((error as InstanceType<typeof OpenAI.APIError>).headers?.get('retry-after')).toBe(String(AI_RETRY_AFTER_SECONDS))
    }
  })

  it('chat-error fails the chat with 500 while embeddings still work', async () => {
    useScenario('chat-error')
    await expect(chat()).rejects.toBeInstanceOf(OpenAI.InternalServerError)
    await expect(chat()).rejects.toMatchObject({ status: 500 })
    expect((await embedding())[0]).toHaveLength(MOCK_EMBEDDING_DIMENSIONS)
  })

  it('embeddings-error fails embeddings with 500 while the chat still answers', async () => {
    useScenario('embeddings-error')
    await expect(embedding()).rejects.toBeInstanceOf(OpenAI.InternalServerError)
    await expect(embedding()).rejects.toMatchObject({ status: 500 })
    const { text } = await streamReply('What is your pricing?')
    expect(text.length).toBeGreaterThan(0)
  })

  it('chat-empty answers with empty content, streamed or not', async () => {
    useScenario('chat-empty')
    const completion = await chat()
    expect(completion.choices[0]!.message.content).toBe('')
    const { chunks, text } = await streamReply('What is your pricing?')
    expect(text).toBe('')
    expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe('stop')
  })

  it('chat-stream-cut sends a few tokens, then the stream throws without finishing', async () => {
    useScenario('chat-stream-cut')
    const stream = await client.chat.completions.create({ ...chatParams, messages: conversation('What is your pricing?'), stream: true })
    const received: string[] = []
    const finishes: (string | null | undefined)[] = []
    const reading = (async () => {
      for await (const chunk of stream) {
        received.push(chunk.choices[0]?.delta.content ?? '')
        finishes.push(chunk.choices[0]?.finish_reason)
      }
    })()
    await expect(reading).rejects.toThrow()
    expect(received.join('').split(/\s+/).filter(Boolean).length).toBeGreaterThan(2)
    expect(finishes.every((finish) => finish === null)).toBe(true)
    // Unstreamed, the same drop is a failed connection.
    await expect(chat()).rejects.toBeInstanceOf(OpenAI.APIConnectionError)
  })

  it('chat-truncated streams a reply that reaches max_tokens and stops mid-sentence with finish_reason length', async () => {
    useScenario('chat-truncated')
    const { chunks, text } = await streamReply('What does the free automation offer include?')
    expect(chunks.map((chunk) => chunk.choices[0]?.finish_reason).filter(Boolean)).toEqual(['length'])
    expect(text.split(/\s+/).filter(Boolean)).toHaveLength(CHAT_MAX_TOKENS)
    expect(text).not.toMatch(/[.!?]$/)
  })

  it('ai-budget-spent fails both routes with 503 and the budget code', async () => {
    useScenario('ai-budget-spent')
    for (const call of [chat, embedding]) {
      const error: unknown = await call().then(
        () => null,
        (reason: unknown) => reason,
      )
      expect(error).toBeInstanceOf(OpenAI.InternalServerError)
      expect(error).toMatchObject({ status: 503, code: AI_BUDGET_SPENT_CODE, error: { message: expect.any(String), code: AI_BUDGET_SPENT_CODE } })
    }
  })

  it('chat-slow waits about 2.5 s before the first token', { timeout: 10_000 }, async () => {
    useScenario('chat-slow')
    const started = performance.now()
    const stream = await client.chat.completions.create({ ...chatParams, messages: conversation('What is your pricing?'), stream: true })
    let firstContentAt: number | null = null
    let text = ''
    for await (const chunk of stream) {
      firstContentAt ??= performance.now()
      text += chunk.choices[0]?.delta.content ?? ''
    }
    expect(firstContentAt! - started).toBeGreaterThanOrEqual(2400)
    expect(text.length).toBeGreaterThan(0)
  })
})

describe('the AI scenarios', () => {
  const aiScenarios = [
    'chat-ok',
    'chat-error',
    'chat-empty',
    'chat-slow',
    'chat-stream-cut',
    'chat-truncated',
    'embeddings-error',
    'ai-429',
    'ai-403',
    'ai-451',
    'ai-budget-spent',
  ] as const

  it('are listed with a label and have handlers', () => {
    for (const name of aiScenarios) {
      expect(scenarioNames).toContain(name)
      expect(scenarioLabels[name].length).toBeGreaterThan(3)
      expect(handlersFor(name).length).toBeGreaterThan(0)
    }
  })

  it('keep the catalog loadable without MSW (the QA panel loads it with the page)', async () => {
    const loaded: string[] = []
    vi.resetModules()
    vi.doMock('msw', () => {
      loaded.push('msw')
      return {}
    })
    try {
      const catalog = await import('@mocks/scenario-catalog')
      expect(catalog.scenarioNames).toEqual(scenarioNames)
      expect(loaded).toEqual([])
    } finally {
      vi.doUnmock('msw')
      vi.resetModules()
    }
  })

  it('chat-ok answers like the defaults', async () => {
    useScenario('chat-ok')
    const { text } = await streamReply('What is your pricing?')
    expectFromContext(text)
  })
})
