/**
 * The site's AI proxy (`/api/ai/v1`, which the official openai SDK calls for /embeddings
 * and /chat/completions), answered in OpenAI's wire format: on any origin, so the same
 * handlers serve the browser's service worker, jsdom and Playwright. A request the proxy
 * would refuse gets the proxy's refusal: both apply the rules of src/shared/ai-request.ts
 * (the proxy's checks against its own knowledge, which the mock does not hold, excepted).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import type { ChatCompletion, ChatCompletionChunk } from 'openai/resources/chat/completions'
import type { CreateEmbeddingResponse } from 'openai/resources/embeddings'
import { AI_API_BASE_PATH, AI_BUDGET_SPENT_CODE, CHAT_MAX_TOKENS, CHAT_MODEL, EMBEDDING_MODEL } from '../../src/shared/ai-contract'
import {
  readRequestJson,
  validateChatRequest,
  validateEmbeddingsRequest,
  type ChatRequest,
  type Checked,
} from '../../src/shared/ai-request'
import { MOCK_EMBEDDING_DIMENSIONS, contextOf, longReply, mockEmbedding, mockReply, roughTokens, toBase64Float32 } from './openai-text'

/** Any origin: `http://localhost:3000/api/ai/v1/embeddings` in jsdom, the page's origin in a browser. */
export const AI_EMBEDDINGS_URL = `*${AI_API_BASE_PATH}/embeddings`
export const AI_CHAT_COMPLETIONS_URL = `*${AI_API_BASE_PATH}/chat/completions`

/** Seconds the 429 scenario asks the client to wait (Retry-After). */
export const AI_RETRY_AFTER_SECONDS = 20

/** Error messages of the failure scenarios: the `{ error: { message } }` bodies the proxy gives. */
export const AI_ERROR_MESSAGES = {
  500: 'The AI service could not answer.',
  429: 'Too many AI requests from this address; please wait a moment.',
  403: 'This site may not use the assistant from here.',
  451: 'The assistant is not available in your region.',
  503: "The assistant's daily budget is spent; please try again tomorrow.",
} as const

export interface OpenAiMockOptions {
  /** Pause between streamed chunks, in ms (30 in the browser, 0 under Vitest by default). */
  chunkDelayMs?: number
  /** Pause before the first token (or the whole answer, unstreamed) in the slow scenario, in ms. */
  slowFirstTokenMs?: number
  /** Words per streamed chunk. */
  wordsPerChunk?: number
  /** How many content chunks the cut stream sends before the connection drops. */
  chunksBeforeCut?: number
}

const underVitest = import.meta.env?.MODE === 'test'
const inNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string'

const defaults: Required<OpenAiMockOptions> = {
  chunkDelayMs: underVitest ? 0 : 30,
  slowFirstTokenMs: 2500,
  wordsPerChunk: 3,
  chunksBeforeCut: 3,
}

type Json = Record<string, unknown>

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

const aiError = (status: number, message: string, headers?: HeadersInit, code?: string) =>
  HttpResponse.json({ error: code ? { message, code } : { message } }, { status, headers })

/**
 * The request's body checked by the proxy's own rules (src/shared/ai-request.ts), with the
 * parsed JSON for the fields only a mock reads (model, dimensions, stream_options); or the
 * 400/413 response the proxy gives for a bad one.
 */
async function readChecked<T>(request: Request, validate: (json: unknown) => Checked<T>): Promise<{ checked: T; json: Json } | Response> {
  const json = readRequestJson(await request.text())
  if (!json.ok) return aiError(json.status, json.message)
  const checked = validate(json.body)
  if (!checked.ok) return aiError(checked.status, checked.message)
  return { checked: checked.body, json: isRecord(json.body) ? json.body : {} }
}

// ---------------------------------------------------------------------------------------
// Embeddings

async function answerEmbeddings(request: Request): Promise<Response> {
  const read = await readChecked(request, validateEmbeddingsRequest)
  if (read instanceof Response) return read
  const { checked, json: body } = read
  const inputs = checked.texts
  const dimensions =
    typeof body.dimensions === 'number' && Number.isInteger(body.dimensions) && body.dimensions > 0
      ? Math.min(body.dimensions, MOCK_EMBEDDING_DIMENSIONS)
      : MOCK_EMBEDDING_DIMENSIONS

  const tokens = inputs.reduce((sum, text) => sum + roughTokens(text), 0)
  const response: CreateEmbeddingResponse = {
    object: 'list',
    data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: mockEmbedding(text, dimensions) })),
    model: typeof body.model === 'string' ? body.model : EMBEDDING_MODEL,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  }
  if (checked.encodingFormat === 'base64') {
    // The SDK asks for base64 unless told otherwise and decodes it back to numbers.
    return HttpResponse.json({
      ...response,
      data: response.data.map((item) => ({ ...item, embedding: toBase64Float32(item.embedding) })),
    })
  }
  return HttpResponse.json(response)
}

// ---------------------------------------------------------------------------------------
// Chat completions

interface MockChat {
  model: string
  stream: boolean
  includeUsage: boolean
  maxTokens: number | null
  context: string
  question: string
  promptText: string
}

/** What the mock needs of a request the proxy's rules accept. */
function mockChat({ system, turns, stream, maxTokens }: ChatRequest, body: Json): MockChat {
  return {
    model: typeof body.model === 'string' ? body.model : CHAT_MODEL,
    stream,
    includeUsage: isRecord(body.stream_options) && body.stream_options.include_usage === true,
    maxTokens,
    context: contextOf(system),
    question: turns.at(-1)?.content ?? '',
    promptText: [system, ...turns.map((turn) => turn.content)].filter(Boolean).join('\n'),
  }
}

/** The reply text, cut to max_tokens (counted roughly as words) when the request sets it. */
function limitReply(reply: string, maxTokens: number | null): { content: string; finish: 'stop' | 'length' } {
  const parts = reply.split(/(?<=\s)/)
  if (maxTokens === null || parts.length <= maxTokens) return { content: reply, finish: 'stop' }
  return { content: parts.slice(0, maxTokens).join('').trimEnd(), finish: 'length' }
}

interface ChatBehaviour {
  /** The reply for a request (the context-based one unless a scenario says otherwise). */
  reply: (chat: MockChat) => string
  /** Pause before the first token, in ms. */
  firstTokenDelayMs: number
  /** Drop the connection after this many content chunks (an unstreamed request gets a network error). */
  cutAfterChunks: number | null
}

let completionCount = 0

async function answerChat(request: Request, behaviour: ChatBehaviour, options: Required<OpenAiMockOptions>): Promise<Response> {
  const read = await readChecked(request, validateChatRequest)
  if (read instanceof Response) return read
  const chat = mockChat(read.checked, read.json)

  const { content, finish } = limitReply(behaviour.reply(chat), chat.maxTokens)
  const id = `chatcmpl-mock${(completionCount++).toString(36)}`
  const created = Math.floor(Date.now() / 1000)
  const promptTokens = roughTokens(chat.promptText)
  const completionTokens = roughTokens(content)
  const usage = { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens }

  if (!chat.stream) {
    if (behaviour.firstTokenDelayMs > 0) await delay(behaviour.firstTokenDelayMs)
    // A dropped connection cuts an unstreamed answer too: the request fails as a network error.
    if (behaviour.cutAfterChunks !== null) return HttpResponse.error()
    const completion: ChatCompletion = {
      id,
      object: 'chat.completion',
      created,
      model: chat.model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finish }],
      usage,
    }
    return HttpResponse.json(completion)
  }

  const chunk = (delta: ChatCompletionChunk.Choice.Delta, finishReason: 'stop' | 'length' | null): ChatCompletionChunk => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model: chat.model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  })
  const pieces = chunkWords(content, options.wordsPerChunk)
  const events: (ChatCompletionChunk | '[DONE]')[] = [
    chunk({ role: 'assistant', content: '' }, null),
    ...pieces.map((piece) => chunk({ content: piece }, null)),
    chunk({}, finish),
    ...(chat.includeUsage ? [{ ...chunk({}, null), choices: [], usage }] : []),
    '[DONE]',
  ]
  // The role chunk plus that many content chunks, then the connection drops.
  const cutAt = behaviour.cutAfterChunks === null ? null : Math.min(1 + behaviour.cutAfterChunks, events.length - 1)
  return new HttpResponse(sseBody(events, behaviour.firstTokenDelayMs, options.chunkDelayMs, cutAt), {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      // msw/node replays the response over a mocked socket: without chunked framing the body
      // ends at the socket's close, so a cut stream would look complete. The browser's
      // service worker hands the stream over as is and needs no framing.
      ...(inNode ? { 'Transfer-Encoding': 'chunked' } : {}),
    },
  })
}

/** A text in pieces of a few words, each with its trailing space (joined they give the text back). */
function chunkWords(text: string, wordsPerChunk: number): string[] {
  const tokens = text.split(/(?<=\s)/)
  const pieces: string[] = []
  for (let i = 0; i < tokens.length; i += wordsPerChunk) pieces.push(tokens.slice(i, i + wordsPerChunk).join(''))
  return pieces.filter(Boolean)
}

/**
 * Server-Sent Events, one `data:` line each, with a pause before the first and between
 * the next. With `cutAt`, the body errors after that many events, as a dropped connection
 * does: no [DONE], and the reader (the SDK's stream iterator) rejects.
 */
function sseBody(
  events: readonly (ChatCompletionChunk | '[DONE]')[],
  firstDelayMs: number,
  betweenDelayMs: number,
  cutAt: number | null,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let next = 0
  let cancelled = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const wait = next === 0 ? firstDelayMs : betweenDelayMs
      if (wait > 0) await delay(wait)
      if (cancelled) return
      if (next === cutAt) {
        // A moment for the chunks already sent to reach the reader (msw/node drops them otherwise).
        await delay(20)
        if (cancelled) return
        controller.error(new TypeError('network error: the AI stream was cut'))
        return
      }
      const event = events[next++]!
      controller.enqueue(encoder.encode(`data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`))
      if (next === events.length) controller.close()
    },
    cancel() {
      cancelled = true
    },
  })
}

// ---------------------------------------------------------------------------------------
// Handlers

/** The OpenAI handlers with their timing; `openAiHandlers` below uses the defaults. */
export function createOpenAiHandlers(overrides: OpenAiMockOptions = {}) {
  const options = { ...defaults, ...overrides }
  const fromContext = (chat: MockChat) => mockReply(chat.context, chat.question)
  const chat = (behaviour: Partial<ChatBehaviour>): HttpHandler =>
    http.post(AI_CHAT_COMPLETIONS_URL, ({ request }) =>
      answerChat(request, { reply: fromContext, firstTokenDelayMs: 0, cutAfterChunks: null, ...behaviour }, options),
    )
  const bothFail = (status: 429 | 403 | 451, headers?: HeadersInit): HttpHandler[] => [
    http.post(AI_EMBEDDINGS_URL, () => aiError(status, AI_ERROR_MESSAGES[status], headers)),
    http.post(AI_CHAT_COMPLETIONS_URL, () => aiError(status, AI_ERROR_MESSAGES[status], headers)),
  ]

  const embeddingsOk = http.post(AI_EMBEDDINGS_URL, ({ request }) => answerEmbeddings(request))
  const chatOk = chat({})

  return {
    /** Happy paths of both routes. */
    ok: [embeddingsOk, chatOk],
    embeddingsOk,
    chatOk,
    chatServerError: http.post(AI_CHAT_COMPLETIONS_URL, () => aiError(500, AI_ERROR_MESSAGES[500])),
    chatEmpty: chat({ reply: () => '' }),
    chatSlow: chat({ firstTokenDelayMs: options.slowFirstTokenMs }),
    chatStreamCut: chat({ cutAfterChunks: options.chunksBeforeCut }),
    /** A reply longer than max_tokens: cut mid-sentence with finish_reason 'length'. */
    chatTruncated: chat({ reply: (request) => longReply(request.context, (request.maxTokens ?? CHAT_MAX_TOKENS) + 40) }),
    /** The proxy's daily budget is spent: both routes answer 503 with its code. */
    budgetSpent: [
      http.post(AI_EMBEDDINGS_URL, () => aiError(503, AI_ERROR_MESSAGES[503], undefined, AI_BUDGET_SPENT_CODE)),
      http.post(AI_CHAT_COMPLETIONS_URL, () => aiError(503, AI_ERROR_MESSAGES[503], undefined, AI_BUDGET_SPENT_CODE)),
    ],
    embeddingsServerError: http.post(AI_EMBEDDINGS_URL, () => aiError(500, AI_ERROR_MESSAGES[500])),
    tooManyRequests: bothFail(429, { 'Retry-After': String(AI_RETRY_AFTER_SECONDS) }),
    forbidden: bothFail(403),
    unavailableForLegalReasons: bothFail(451),
  }
}

/** The handlers with the default timing (what the scenarios use). */
export const openAiHandlers = createOpenAiHandlers()
