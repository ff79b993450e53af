/**
 * What the proxy forwards: a request rebuilt from the fields it knows, with the model,
 * max_tokens and temperature pinned by the contract. Anything else the client sent is dropped.
 */
import * as v from 'valibot'
import {
  CHAT_MAX_TOKENS,
  CHAT_MODEL,
  CHAT_TEMPERATURE,
  EMBEDDING_MODEL,
  MAX_CHAT_MESSAGES,
  MAX_EMBEDDING_INPUTS,
  MAX_REQUEST_TEXT_CHARS,
} from '../../src/shared/ai-contract.ts'

const ChatRequest = v.object({
  messages: v.pipe(
    v.array(v.object({ role: v.picklist(['system', 'user', 'assistant']), content: v.string() })),
    v.minLength(1, 'must not be empty'),
    v.maxLength(MAX_CHAT_MESSAGES, `at most ${MAX_CHAT_MESSAGES} messages per request`),
  ),
  stream: v.optional(v.boolean()),
  max_tokens: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  max_completion_tokens: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
})

const EmbeddingsRequest = v.object({
  input: v.union(
    [
      v.string(),
      v.pipe(
        v.array(v.string()),
        v.minLength(1, 'must not be empty'),
        v.maxLength(MAX_EMBEDDING_INPUTS, `at most ${MAX_EMBEDDING_INPUTS} inputs per request`),
      ),
    ],
    `must be a string or an array of at most ${MAX_EMBEDDING_INPUTS} strings`,
  ),
  // The openai SDK asks for base64 unless told otherwise and decodes either; floats are always requested upstream.
  encoding_format: v.optional(v.picklist(['float', 'base64'])),
})

export interface ChatCompletionBody {
  model: string
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[]
  max_tokens: number
  temperature: number
  stream?: true
}

export interface EmbeddingsBody {
  model: string
  input: string | string[]
  encoding_format: 'float'
}

export type Checked<T> = { ok: true; body: T } | { ok: false; status: 400 | 413; message: string }

function firstIssue(issues: v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'Invalid request.'
  const path = issue.path?.map((item) => String(item.key)).join('.')
  return path ? `${path}: ${issue.message}.` : `${issue.message}.`
}

const tooMuchText = (chars: number) => chars > MAX_REQUEST_TEXT_CHARS

export function checkChatRequest(json: unknown): Checked<ChatCompletionBody> {
  const result = v.safeParse(ChatRequest, json)
  if (!result.success) return { ok: false, status: 400, message: firstIssue(result.issues) }
  const { messages, stream, max_tokens, max_completion_tokens } = result.output
  if (tooMuchText(messages.reduce((sum, message) => sum + message.content.length, 0))) {
    return { ok: false, status: 413, message: `At most ${MAX_REQUEST_TEXT_CHARS} characters of text per request.` }
  }
  const asked = max_tokens ?? max_completion_tokens ?? CHAT_MAX_TOKENS
  return {
    ok: true,
    body: {
      model: CHAT_MODEL,
      messages: messages.map(({ role, content }) => ({ role, content })),
      max_tokens: Math.min(asked, CHAT_MAX_TOKENS),
      temperature: CHAT_TEMPERATURE,
      ...(stream ? { stream: true as const } : {}),
    },
  }
}

export function checkEmbeddingsRequest(json: unknown): Checked<EmbeddingsBody> {
  const result = v.safeParse(EmbeddingsRequest, json)
  if (!result.success) return { ok: false, status: 400, message: firstIssue(result.issues) }
  const { input } = result.output
  const chars = typeof input === 'string' ? input.length : input.reduce((sum, text) => sum + text.length, 0)
  if (tooMuchText(chars)) {
    return { ok: false, status: 413, message: `At most ${MAX_REQUEST_TEXT_CHARS} characters of text per request.` }
  }
  return { ok: true, body: { model: EMBEDDING_MODEL, input, encoding_format: 'float' } }
}
