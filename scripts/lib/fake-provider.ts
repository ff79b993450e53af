/**
 * An OpenAI-compatible provider for tests and the audit only (never shipped): the deploy
 * build's server (OPENAI_BASE_URL=<baseUrl>) talks to it as to the real one, on loopback
 * (`startFakeProvider`), or a test hands its fetch to the proxy (`createFakeProvider`).
 *
 *   GET  /models             the default chat and embedding models
 *   POST /embeddings         one vector per input (float, or base64 as the SDK asks by default);
 *                            by default a hashed bag of words as dense as a real model's, or `embed`
 *   POST /chat/completions   streamed or not: an answer written from the system prompt's numbered
 *                            passages, citing them ([2]), as the demo's mocks write theirs
 *
 * Every request is recorded (`received`), so a test can see exactly what reached the provider.
 */
import { serve } from '@hono/node-server'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CHAT_MODEL, EMBEDDING_MODEL } from '../../src/shared/ai-contract.ts'
import { citedReply, mockEmbedding, toBase64Float32 } from '../../mocks/handlers/openai-text.ts'

/** The vectors' length: as many numbers as the default OpenAI model gives. */
export const FAKE_EMBEDDING_DIMENSIONS = 1536

/**
 * A text's hashed bag of words with a little deterministic noise in every dimension: the
 * words still decide the ranking, and the vector is as dense as a real model's, so what
 * it weighs as JSON text is what a real one weighs.
 */
export function denseHashedEmbedding(text: string, dimensions = FAKE_EMBEDDING_DIMENSIONS): number[] {
  let seed = 2166136261
  for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 16777619)
  const noisy = mockEmbedding(text, dimensions).map((value) => {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507) ^ Math.imul(seed ^ (seed >>> 13), 3266489909)
    return value + ((seed >>> 0) / 2 ** 32 - 0.5) * 0.02
  })
  const norm = Math.hypot(...noisy)
  return noisy.map((value) => value / norm)
}

export interface FakeProviderOptions {
  /** The vectors of these texts, in order; default: denseHashedEmbedding. */
  embed?: (texts: readonly string[]) => number[][]
  /** The reply to a chat request (with its citations); default: written from the prompt's passages. */
  reply?: (system: string, question: string) => string
  /** Pause between streamed chunks, in ms (default 30, as the demo's mocks stream). */
  chunkDelayMs?: number
  /** Words per streamed chunk (default 3). */
  wordsPerChunk?: number
  /** What GET /models lists (default: the default chat and embedding models). */
  models?: readonly Record<string, unknown>[]
}

export interface ReceivedRequest {
  method: string
  path: string
  body: Record<string, unknown> | undefined
}

interface ChatMessage {
  role: string
  content: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The provider as a fetch function (any base URL), and what it received. */
export function createFakeProvider(options: FakeProviderOptions = {}) {
  const embed = options.embed ?? ((texts: readonly string[]) => texts.map((text) => denseHashedEmbedding(text)))
  const reply = options.reply ?? citedReply
  const chunkDelayMs = options.chunkDelayMs ?? 30
  const wordsPerChunk = options.wordsPerChunk ?? 3
  const models = options.models ?? [{ id: CHAT_MODEL }, { id: EMBEDDING_MODEL }]
  const received: ReceivedRequest[] = []
  let count = 0

  function chat(body: Record<string, unknown>): Response {
    const messages = (Array.isArray(body.messages) ? body.messages : []) as ChatMessage[]
    const system = messages.find((message) => message.role === 'system')?.content ?? ''
    const question = messages.findLast((message) => message.role === 'user')?.content ?? ''
    // Cut to max_tokens, counted as words (as the mocks count them).
    const words = reply(system, question).split(/(?<=\s)/)
    const cap = typeof body.max_tokens === 'number' ? body.max_tokens : Infinity
    const [content, finish] = words.length <= cap ? [words.join(''), 'stop'] : [words.slice(0, cap).join('').trimEnd(), 'length']
    const base = { id: `chatcmpl-fake${count++}`, created: Math.floor(Date.now() / 1000), model: typeof body.model === 'string' ? body.model : CHAT_MODEL }
    if (body.stream !== true) {
      return Response.json({ ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }] })
    }
    const encoder = new TextEncoder()
    const event = (delta: object, finishReason: string | null) =>
      encoder.encode(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`)
    const tokens = content.split(/(?<=\s)/)
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(event({ role: 'assistant', content: '' }, null))
        for (let i = 0; i < tokens.length; i += wordsPerChunk) {
          if (i > 0 && chunkDelayMs > 0) await sleep(chunkDelayMs)
          controller.enqueue(event({ content: tokens.slice(i, i + wordsPerChunk).join('') }, null))
        }
        controller.enqueue(event({}, finish))
        controller.enqueue(encoder.encode('data: [DONE]\n\n'))
        controller.close()
      },
    })
    return new Response(stream, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } })
  }

  function embeddings(body: Record<string, unknown>): Response {
    const input = typeof body.input === 'string' ? [body.input] : Array.isArray(body.input) ? body.input.map(String) : []
    const base64 = body.encoding_format === 'base64'
    return Response.json({
      object: 'list',
      model: typeof body.model === 'string' ? body.model : EMBEDDING_MODEL,
      data: embed(input).map((vector, index) => ({ object: 'embedding', index, embedding: base64 ? toBase64Float32(vector) : vector })),
      usage: { prompt_tokens: input.length, total_tokens: input.length },
    })
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname.replace(/^.*?\/v1(?=\/)/, '')
    const text = await request.text()
    let body: Record<string, unknown> | undefined
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined
    } catch {
      return Response.json({ error: { message: 'The body is not JSON.' } }, { status: 400 })
    }
    received.push({ method: request.method, path, body })
    if (request.method === 'GET' && path === '/models') return Response.json({ object: 'list', data: models.map((model) => ({ object: 'model', ...model })) })
    if (request.method === 'POST' && path === '/embeddings' && body) return embeddings(body)
    if (request.method === 'POST' && path === '/chat/completions' && body) return chat(body)
    return Response.json({ error: { message: `No such endpoint: ${request.method} ${path}` } }, { status: 404 })
  }

  return { fetch: fetch as typeof globalThis.fetch, received }
}

export interface FakeProvider {
  /** e.g. http://127.0.0.1:43121/v1 (what OPENAI_BASE_URL takes). */
  baseUrl: string
  received: ReceivedRequest[]
  close(): Promise<void>
}

/** The provider on loopback (a free port unless `port` is given). */
export async function startFakeProvider(options: FakeProviderOptions & { port?: number } = {}): Promise<FakeProvider> {
  const provider = createFakeProvider(options)
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: (request) => provider.fetch(request), port: options.port ?? 0, hostname: '127.0.0.1' }, () => resolve(started))
  })
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received: provider.received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        ;(server as Server).closeAllConnections()
      }),
  }
}
