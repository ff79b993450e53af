import OpenAI from 'openai'
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import * as v from 'valibot'
import { site } from '~/config/site'
import { whenOutsideCallsReady } from '~/lib/outside-calls'
import { ASSISTANT_TURN_FIELD, CHAT_MAX_TOKENS, CHAT_MODEL, CHAT_TEMPERATURE } from '~/shared/ai-contract'
import { endAtLastSentence } from '~/shared/answer-text'
import type { PromptMessage } from './prompt'

/**
 * The assistant's one call, through the official openai SDK pointed at the site's own
 * proxy (which holds the real key, ranks the site's passages, writes the instructions,
 * pins the models and caps the sizes). Loaded with the chat, never in the first load.
 */

export interface AiClientOptions {
  /** The site's origin; the page's own by default. */
  origin?: string
  /** The proxy's path (or absolute URL); VITE_AI_ENDPOINT, by default the site's /api/ai/v1. */
  endpoint?: string
}

/** One client per origin, created on first use. */
let shared: { origin: string; client: OpenAI } | undefined

export function createAiClient({ origin = location.origin, endpoint = site.aiEndpoint }: AiClientOptions = {}): OpenAI {
  return new OpenAI({
    baseURL: new URL(endpoint, origin).toString().replace(/\/+$/, ''),
    apiKey: 'proxy', // placeholder: the server proxy holds the real key and ignores this
    dangerouslyAllowBrowser: true,
    // Looked up on every call, so a mock layer installed later (MSW) still intercepts.
    fetch: (input, init) => globalThis.fetch(input, init),
    // A visitor is waiting: no retries (a 429's Retry-After would hold the reply for
    // seconds; the proxy handles limits), and no ten-minute default timeout.
    maxRetries: 0,
    timeout: 30_000,
  })
}

function client(): OpenAI {
  const origin = location.origin
  if (!shared || shared.origin !== origin) shared = { origin, client: createAiClient({ origin }) }
  return shared.client
}

export interface StreamOptions {
  onToken: (token: string) => void
  signal?: AbortSignal
}

/**
 * A streamed reply: its text as kept (cut at its last full sentence when the model stopped
 * at max_tokens, finish_reason 'length'), and what the server said at the end of the turn:
 * the pages the answer drew on, its signature, whether nothing on the site answered.
 */
export interface StreamedReply {
  text: string
  truncated: boolean
  sources?: v.InferOutput<typeof turnEndSchema>['sources']
  signature?: string
  unanswerable?: boolean
}

/** The end of the turn as the proxy sends it (ASSISTANT_TURN_FIELD of the last chunk); anything else is ignored. */
const turnEndSchema = v.object({
  sources: v.array(v.object({ title: v.string(), heading: v.string(), href: v.pipe(v.string(), v.startsWith('/')) })),
  signature: v.string(),
  unanswerable: v.boolean(),
})

/**
 * Streams a chat completion, calling onToken for each piece of text, and resolves with the
 * reply. A stop (the signal aborts) is not an error: it resolves with the text received so
 * far, unsigned (the server signs only an answer it finished).
 */
export async function streamReply(messages: readonly PromptMessage[], { onToken, signal }: StreamOptions, ai?: OpenAI): Promise<StreamedReply> {
  let text = ''
  let truncated = false
  let end: v.InferOutput<typeof turnEndSchema> | undefined
  try {
    await whenOutsideCallsReady()
    ai ??= client()
    const stream = await ai.chat.completions.create(
      // An assistant turn carries its signature (a field the SDK passes on as it is).
      { model: CHAT_MODEL, temperature: CHAT_TEMPERATURE, max_tokens: CHAT_MAX_TOKENS, stream: true, messages: messages as ChatCompletionMessageParam[] },
      signal ? { signal } : undefined,
    )
    for await (const chunk of stream) {
      const choice = chunk.choices[0]
      const token = choice?.delta?.content
      if (token) {
        text += token
        onToken(token)
      }
      if (choice?.finish_reason === 'length') truncated = true
      const turnEnd = v.safeParse(turnEndSchema, (chunk as unknown as Record<string, unknown>)[ASSISTANT_TURN_FIELD])
      if (turnEnd.success) end = turnEnd.output
    }
    return { text: truncated ? endAtLastSentence(text) : text, truncated, ...end }
  } catch (error) {
    if (isAbort(error, signal)) return { text, truncated: false }
    throw error
  }
}

/** A request the visitor (or the app) cancelled. */
export function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return (
    error instanceof OpenAI.APIUserAbortError ||
    (error instanceof DOMException && error.name === 'AbortError') ||
    (signal?.aborted === true && !(error instanceof OpenAI.APIError && error.status !== undefined))
  )
}

export type AiFailureKind = 'rate-limited' | 'unavailable' | 'rejected' | 'offline' | 'timeout' | 'unknown'

/** What kind of failure an AI call met, for the log (the visitor sees one apology whatever it was). */
export function aiFailureKind(error: unknown): AiFailureKind {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timeout'
  if (error instanceof OpenAI.APIConnectionError) return 'offline'
  if (error instanceof OpenAI.RateLimitError) return 'rate-limited'
  if (error instanceof OpenAI.InternalServerError) return 'unavailable'
  if (error instanceof OpenAI.APIError) return 'rejected'
  return 'unknown'
}
