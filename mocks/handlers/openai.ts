/**
 * The site's AI proxy (`/api/ai/v1/chat/completions`, which the official openai SDK calls),
 * answered as the server answers it, in OpenAI's wire format, on any origin, so the same
 * handlers serve the browser's service worker, jsdom and Playwright. Like the server it:
 *
 * - refuses what the proxy refuses (the rules of src/shared/ai-request.ts), and drops an
 *   assistant turn it did not sign (the mocks sign with a demo secret of their own);
 * - fetches the build's knowledge (KNOWLEDGE_FILE, from the page's own origin) and ranks its
 *   passages for the question with retrieve(), by their words (the demo has no embedding
 *   model), a later question with the visitor's earlier one; nothing relevant gets "I don't
 *   know" with no sources;
 * - writes a reply from the ranked passages (openai-text.ts), citing them; the citations
 *   leave the text and become its sources, sent with the turn's signature in the last chunk.
 *
 * Scenarios (mocks/scenarios.ts) answer with the proxy's failures instead.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import {
  AI_ADDRESS_CAP_CODE,
  AI_ALLOWANCE_SPENT_CODE,
  AI_API_BASE_PATH,
  AI_BUDGET_SPENT_CODE,
  ASSISTANT_TURN_FIELD,
  CHAT_ANSWER_WORDS,
  CHAT_MAX_TOKENS,
  CHAT_MODEL,
  UNANSWERABLE_REPLY,
  type AssistantTurnEnd,
} from '../../src/shared/ai-contract'
import { readRequestJson, validateChatRequest, type ChatRequest } from '../../src/shared/ai-request'
import { endAtLastSentence } from '../../src/shared/answer-text'
import { KNOWLEDGE_FILE, renderSystemPrompt, sourcesOf, type KnowledgeFile, type KnowledgePassage } from '../../src/shared/assistant-knowledge'
import { createCitationReader } from '../../src/shared/citations'
import { createLexicalIndex, retrieve, type SearchableKnowledge } from '../../src/shared/retrieval'
import { conversationOfTurns } from '../../src/shared/retrieval-query'
import { createSigner } from '../../src/shared/signing'
import { citedReply, longCitedReply, roughTokens } from './openai-text'

/** Any origin: `http://localhost:3000/api/ai/v1/chat/completions` in jsdom, the page's origin in a browser. */
export const AI_CHAT_COMPLETIONS_URL = `*${AI_API_BASE_PATH}/chat/completions`

/** Seconds the 429 scenarios ask the client to wait (Retry-After). */
export const AI_RETRY_AFTER_SECONDS = 20

/** Error messages of the failure scenarios: the `{ error: { message } }` bodies the proxy gives. */
export const AI_ERROR_MESSAGES = {
  500: 'The AI service could not answer.',
  429: 'Too many AI requests from this address; please wait a moment.',
  403: 'This site may not use the assistant from here.',
  451: 'The assistant is not available in your region.',
  503: "The assistant's daily budget is spent; please try again tomorrow.",
  allowance: 'This browser has asked all the questions the AI assistant answers in a day; please use the contact form, or try again tomorrow.',
  addressCap: 'This network address has asked all the AI assistant answers for one address in a day; please use the contact form, or try again tomorrow.',
} as const

/** The demo's own signing secret: a turn signed by the mocks is only ever checked by the mocks. */
const turnSigner = createSigner('demo mocks: not a secret', 'assistant-turn')

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

// ---------------------------------------------------------------------------------------
// The knowledge, as the server holds it

/** The last knowledge read and its index: built again only when the file's text changes. */
let indexed: { text: string; brand: string; knowledge: SearchableKnowledge } | undefined

/** The site's knowledge, fetched from the origin the request was made to; no passages when it cannot be read. */
async function siteKnowledge(requestUrl: string): Promise<{ brand: string; knowledge: SearchableKnowledge }> {
  try {
    const response = await fetch(new URL(KNOWLEDGE_FILE, requestUrl))
    const text = response.ok ? await response.text() : ''
    if (indexed?.text !== text) {
      const file = JSON.parse(text) as KnowledgeFile
      indexed = { text, brand: file.brand, knowledge: { passages: file.passages, index: createLexicalIndex(file.passages) } }
    }
    return indexed
  } catch {
    return { brand: 'this site', knowledge: { passages: [], index: createLexicalIndex([]) } }
  }
}

// ---------------------------------------------------------------------------------------
// Chat completions

/** What a reply is written from: the prompt the server would render, the question, the token cap. */
export interface MockChat {
  prompt: string
  question: string
  maxTokens: number | null
}

interface ChatBehaviour {
  /** The reply for a request, with its citations (the context-based one unless a scenario says otherwise). */
  reply: (chat: MockChat) => string
  /** Pause before the first token, in ms. */
  firstTokenDelayMs: number
  /** Drop the connection after this many content chunks (an unstreamed request gets a network error). */
  cutAfterChunks: number | null
}

/** The reply text, cut to max_tokens (counted roughly as words) when the request sets it. */
function limitReply(reply: string, maxTokens: number | null): { content: string; finish: 'stop' | 'length' } {
  const parts = reply.split(/(?<=\s)/)
  if (maxTokens === null || parts.length <= maxTokens) return { content: reply, finish: 'stop' }
  return { content: parts.slice(0, maxTokens).join('').trimEnd(), finish: 'length' }
}

/** A text in pieces of a few words, each with its trailing space (joined they give the text back). */
function chunkWords(text: string, wordsPerChunk: number): string[] {
  const tokens = text.split(/(?<=\s)/)
  const pieces: string[] = []
  for (let i = 0; i < tokens.length; i += wordsPerChunk) pieces.push(tokens.slice(i, i + wordsPerChunk).join(''))
  return pieces.filter(Boolean)
}

/** The pieces of an answer as the server streams them (citations out), and the end of its turn. */
async function answerPieces(pieces: readonly string[], passages: readonly KnowledgePassage[], finish: 'stop' | 'length', unanswerable: boolean) {
  const citations = createCitationReader(passages.length)
  const shown = [...pieces.map((piece) => citations.push(piece)), citations.end()].filter(Boolean)
  const text = shown.join('')
  const cited = passages.filter((_, i) => citations.cited.includes(i + 1))
  const kept = finish === 'length' ? endAtLastSentence(text) : text
  const end: AssistantTurnEnd = { sources: sourcesOf(cited), signature: await (await turnSigner).sign(kept), unanswerable }
  return { shown, text, end }
}

/** The conversation's turns with only the assistant turns the mocks signed, as the server keeps them. */
async function signedTurns(turns: ChatRequest['turns']) {
  const signer = await turnSigner
  const kept = []
  for (const turn of turns) if (turn.role === 'user' || (turn.signature && (await signer.verify(turn.content, turn.signature)))) kept.push(turn)
  return kept
}

let completionCount = 0

async function answerChat(request: Request, behaviour: ChatBehaviour, options: Required<OpenAiMockOptions>): Promise<Response> {
  const json = readRequestJson(await request.text())
  const checked = json.ok ? validateChatRequest(json.body) : json
  if (!checked.ok) return aiError(checked.status, checked.message)
  const { stream, maxTokens } = checked.body
  const body = json.ok && isRecord(json.body) ? json.body : {}
  const includeUsage = isRecord(body.stream_options) && body.stream_options.include_usage === true
  const turns = await signedTurns(checked.body.turns)
  const question = turns.at(-1)?.content ?? ''

  const { brand, knowledge } = await siteKnowledge(request.url)
  const ranked = retrieve(knowledge, null, { question, questionEmbedding: [], conversation: conversationOfTurns(turns) })
  const passages = ranked.relevant ? ranked.passages : []
  const prompt = renderSystemPrompt(passages, brand, CHAT_ANSWER_WORDS)
  const { content, finish } = ranked.relevant ? limitReply(behaviour.reply({ prompt, question, maxTokens }), maxTokens) : { content: UNANSWERABLE_REPLY, finish: 'stop' as const }
  const { shown, text, end } = await answerPieces(chunkWords(content, options.wordsPerChunk), passages, finish, !ranked.relevant)

  const id = `chatcmpl-mock${(completionCount++).toString(36)}`
  const created = Math.floor(Date.now() / 1000)
  const promptTokens = roughTokens([prompt, ...turns.map((turn) => turn.content)].join('\n'))
  const completionTokens = roughTokens(text)
  const usage = { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens }

  if (!stream) {
    if (behaviour.firstTokenDelayMs > 0) await delay(behaviour.firstTokenDelayMs)
    // A dropped connection cuts an unstreamed answer too: the request fails as a network error.
    if (behaviour.cutAfterChunks !== null) return HttpResponse.error()
    return HttpResponse.json({
      id,
      object: 'chat.completion',
      created,
      model: CHAT_MODEL,
      choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, logprobs: null, finish_reason: finish }],
      usage,
      [ASSISTANT_TURN_FIELD]: end,
    })
  }

  const chunk = (delta: Json, finishReason: 'stop' | 'length' | null): Json => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model: CHAT_MODEL,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  })
  const events: (Json | '[DONE]')[] = [
    chunk({ role: 'assistant', content: '' }, null),
    ...shown.map((piece) => chunk({ content: piece }, null)),
    chunk({}, finish),
    ...(includeUsage ? [{ ...chunk({}, null), choices: [], usage }] : []),
    { ...chunk({}, null), choices: [], [ASSISTANT_TURN_FIELD]: end },
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

/**
 * Server-Sent Events, one `data:` line each, with a pause before the first and between
 * the next. With `cutAt`, the body errors after that many events, as a dropped connection
 * does: no [DONE], and the reader (the SDK's stream iterator) rejects.
 */
function sseBody(events: readonly (Json | '[DONE]')[], firstDelayMs: number, betweenDelayMs: number, cutAt: number | null): ReadableStream<Uint8Array> {
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
  const fromPassages = (chat: MockChat) => citedReply(chat.prompt, chat.question)
  const chat = (behaviour: Partial<ChatBehaviour>): HttpHandler =>
    http.post(AI_CHAT_COMPLETIONS_URL, ({ request }) =>
      answerChat(request, { reply: fromPassages, firstTokenDelayMs: 0, cutAfterChunks: null, ...behaviour }, options),
    )
  const refuse = (status: number, message: string, headers?: HeadersInit, code?: string): HttpHandler =>
    http.post(AI_CHAT_COMPLETIONS_URL, () => aiError(status, message, headers, code))
  const retryAfter = { 'Retry-After': String(AI_RETRY_AFTER_SECONDS) }

  return {
    chatOk: chat({}),
    chatServerError: refuse(500, AI_ERROR_MESSAGES[500]),
    chatEmpty: chat({ reply: () => '' }),
    chatSlow: chat({ firstTokenDelayMs: options.slowFirstTokenMs }),
    chatStreamCut: chat({ cutAfterChunks: options.chunksBeforeCut }),
    /** A reply longer than max_tokens: cut mid-sentence with finish_reason 'length'. */
    chatTruncated: chat({ reply: (request) => longCitedReply(request.prompt, (request.maxTokens ?? CHAT_MAX_TOKENS) + 40) }),
    /** The site's daily budget is spent: 503 with its code. */
    budgetSpent: refuse(503, AI_ERROR_MESSAGES[503], undefined, AI_BUDGET_SPENT_CODE),
    /** This browser has asked its questions for the day: 429 with the allowance's code. */
    allowanceSpent: refuse(429, AI_ERROR_MESSAGES.allowance, retryAfter, AI_ALLOWANCE_SPENT_CODE),
    /** This network address has spent its share of the day: 429 with the address cap's code. */
    addressCapped: refuse(429, AI_ERROR_MESSAGES.addressCap, retryAfter, AI_ADDRESS_CAP_CODE),
    tooManyRequests: refuse(429, AI_ERROR_MESSAGES[429], retryAfter),
    forbidden: refuse(403, AI_ERROR_MESSAGES[403]),
    unavailableForLegalReasons: refuse(451, AI_ERROR_MESSAGES[451]),
  }
}

/** The handlers with the default timing (what the scenarios use). */
export const openAiHandlers = createOpenAiHandlers()
