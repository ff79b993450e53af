/**
 * The site's AI proxy (`/api/ai/v1`, which the official openai SDK calls for /embeddings
 * and /chat/completions), answered in OpenAI's wire format: on any origin, so the same
 * handlers serve the browser's service worker, jsdom and Playwright.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import type { ChatCompletion, ChatCompletionChunk } from 'openai/resources/chat/completions'
import type { CreateEmbeddingResponse } from 'openai/resources/embeddings'
import {
  AI_API_BASE_PATH,
  AI_BUDGET_SPENT_CODE,
  CHAT_MAX_TOKENS,
  CHAT_MODEL,
  EMBEDDING_MODEL,
  MAX_CHAT_MESSAGES,
  MAX_EMBEDDING_INPUTS,
  MAX_REQUEST_BODY_BYTES,
  MAX_REQUEST_TEXT_CHARS,
} from '../../src/shared/ai-contract'
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

/** The request's JSON object body, or the 400/413 response a proxy gives for a bad one. */
async function readBody(request: Request): Promise<Json | Response> {
  const raw = await request.text()
  if (new TextEncoder().encode(raw).length > MAX_REQUEST_BODY_BYTES) return aiError(413, 'The request body is too large.')
  try {
    const body: unknown = JSON.parse(raw)
    if (isRecord(body)) return body
  } catch {
    // falls through to the 400
  }
  return aiError(400, 'The request body must be a JSON object.')
}

// ---------------------------------------------------------------------------------------
// Embeddings

/** `input` as OpenAI accepts it (a string, strings, token ids, lists of token ids) as texts. */
function embeddingInputs(input: unknown): string[] | null {
  const asText = (item: unknown): string | null =>
    typeof item === 'string' ? item : Array.isArray(item) && item.every((t) => typeof t === 'number') ? item.join(' ') : null
  if (typeof input === 'string') return [input]
  if (!Array.isArray(input) || input.length === 0) return null
  if (input.every((t) => typeof t === 'number')) return [input.join(' ')]
  const texts = input.map(asText)
  return texts.every((t): t is string => t !== null) ? texts : null
}

async function answerEmbeddings(request: Request): Promise<Response> {
  const body = await readBody(request)
  if (body instanceof Response) return body
  const inputs = embeddingInputs(body.input)
  if (!inputs || inputs.some((text) => text === '')) {
    return aiError(400, "'input' must be a non-empty string or a non-empty array of non-empty strings.")
  }
  if (inputs.length > MAX_EMBEDDING_INPUTS) return aiError(400, `At most ${MAX_EMBEDDING_INPUTS} inputs per request.`)
  if (inputs.reduce((sum, text) => sum + text.length, 0) > MAX_REQUEST_TEXT_CHARS) {
    return aiError(413, `At most ${MAX_REQUEST_TEXT_CHARS} characters of text per request.`)
  }
  const format = body.encoding_format ?? 'float'
  if (format !== 'float' && format !== 'base64') return aiError(400, "'encoding_format' must be 'float' or 'base64'.")
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
  if (format === 'base64') {
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

interface ChatRequest {
  model: string
  stream: boolean
  includeUsage: boolean
  maxTokens: number | null
  context: string
  question: string
  promptText: string
}

function parseChatRequest(body: Json): ChatRequest | Response {
  const messages = body.messages
  if (!Array.isArray(messages) || messages.length === 0) return aiError(400, "'messages' must be a non-empty array.")
  // What the site's proxy accepts: plain-text messages of these roles only.
  const wellFormed = (m: unknown): m is Json =>
    isRecord(m) && ['system', 'user', 'assistant'].includes(String(m.role)) && typeof m.content === 'string'
  if (!messages.every(wellFormed)) {
    return aiError(400, "Each message needs a role of 'system', 'user' or 'assistant' and a string content.")
  }
  if (messages.length > MAX_CHAT_MESSAGES) return aiError(400, `At most ${MAX_CHAT_MESSAGES} messages per request.`)
  const promptText = messages.map((m) => String(m.content)).join('\n')
  if (promptText.length > MAX_REQUEST_TEXT_CHARS) {
    return aiError(413, `At most ${MAX_REQUEST_TEXT_CHARS} characters of text per request.`)
  }
  const system = messages
    .filter((m) => m.role === 'system')
    .map((m) => String(m.content))
    .join('\n')
  const lastUser = messages.findLast((m) => m.role === 'user')
  const limit = body.max_completion_tokens ?? body.max_tokens
  return {
    model: typeof body.model === 'string' ? body.model : CHAT_MODEL,
    stream: body.stream === true,
    includeUsage: isRecord(body.stream_options) && body.stream_options.include_usage === true,
    maxTokens: typeof limit === 'number' && limit > 0 ? limit : null,
    context: contextOf(system),
    question: lastUser ? String(lastUser.content) : '',
    promptText,
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
  reply: (chat: ChatRequest) => string
  /** Pause before the first token, in ms. */
  firstTokenDelayMs: number
  /** Drop the connection after this many content chunks (an unstreamed request gets a network error). */
  cutAfterChunks: number | null
}

let completionCount = 0

async function answerChat(request: Request, behaviour: ChatBehaviour, options: Required<OpenAiMockOptions>): Promise<Response> {
  const body = await readBody(request)
  if (body instanceof Response) return body
  const chat = parseChatRequest(body)
  if (chat instanceof Response) return chat

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
  const fromContext = (chat: ChatRequest) => mockReply(chat.context, chat.question)
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
