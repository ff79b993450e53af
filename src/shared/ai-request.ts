/**
 * What the site's AI proxy accepts, in one place: the JSON body, the shape of a chat
 * request and the caps of the contract (ai-contract.ts). The server applies it before its
 * own checks (server/ai-proxy/validate.ts: the turns' signatures) and the mock handlers
 * apply it as they are (mocks/handlers/openai.ts), so a bad request gets the same status
 * and message from both.
 *
 * A refusal is 400 for a bad shape and 413 for too much text; its message names the
 * field ("messages.2: ...") so a developer sees at once what to fix.
 */
import * as v from 'valibot'
import {
  MAX_ASSISTANT_MESSAGE_CHARS,
  MAX_CHAT_MESSAGES,
  MAX_HISTORY_MESSAGES,
  MAX_REQUEST_BODY_BYTES,
  MAX_REQUEST_TEXT_CHARS,
  MAX_SIGNATURE_CHARS,
  MAX_USER_MESSAGE_CHARS,
} from './ai-contract.ts'

export type Checked<T> = { ok: true; body: T } | { ok: false; status: 400 | 413; message: string }

export const refuse = (status: 400 | 413, message: string) => ({ ok: false, status, message }) as const

/** The refusals of a body before its shape is looked at. */
export const bodyRefusals = {
  tooLarge: 'The request body is too large.',
  invalidJson: 'The request body is not valid JSON.',
} as const

const ChatSchema = v.object({
  messages: v.pipe(
    v.array(
      v.object({
        role: v.picklist(['system', 'user', 'assistant']),
        content: v.string(),
        // An assistant turn the server wrote carries the signature it sent at the end of the turn.
        signature: v.optional(v.pipe(v.string(), v.maxLength(MAX_SIGNATURE_CHARS))),
      }),
    ),
    v.minLength(1, 'must not be empty'),
    v.maxLength(MAX_CHAT_MESSAGES, `at most ${MAX_CHAT_MESSAGES} messages per request`),
  ),
  stream: v.optional(v.boolean()),
  max_tokens: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  max_completion_tokens: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
})

export interface ChatTurn {
  role: 'user' | 'assistant'
  content: string
  /** An assistant turn's signature, as the client sent it (checked by the server, not here). */
  signature?: string
}

/** A chat request that passed: the fields the proxy reads, everything else dropped. */
export interface ChatRequest {
  /** The conversation after an optional system message (which is ignored): user and assistant turns, each within its cap, ending with the question. */
  turns: ChatTurn[]
  stream: boolean
  /** What the client asked for (max_tokens, else max_completion_tokens), if anything. */
  maxTokens: number | null
}

function firstIssue(issues: v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'Invalid request.'
  const path = issue.path?.map((item) => String(item.key)).join('.')
  return path ? `${path}: ${issue.message}.` : `${issue.message}.`
}

const tooMuchText = () => refuse(413, `At most ${MAX_REQUEST_TEXT_CHARS} characters of text per request.`)
const totalLength = (texts: readonly string[]) => texts.reduce((sum, text) => sum + text.length, 0)

/** The raw body as JSON, within the body cap (the server's bodyLimit holds the same cap while reading). */
export function readRequestJson(raw: string): Checked<unknown> {
  if (new TextEncoder().encode(raw).length > MAX_REQUEST_BODY_BYTES) return refuse(413, bodyRefusals.tooLarge)
  try {
    return { ok: true, body: JSON.parse(raw) as unknown }
  } catch {
    return refuse(400, bodyRefusals.invalidJson)
  }
}

/** User and assistant turns only, each within its cap, ending with the question after a bounded history. */
function checkTurns(messages: readonly { role: string; content: string; signature?: string }[], offset: number): Checked<ChatTurn[]> {
  const turns: ChatTurn[] = []
  for (const [index, { role, content, signature }] of messages.entries()) {
    if (role !== 'user' && role !== 'assistant') return refuse(400, `messages.${index + offset}: a system message may only come first.`)
    const cap = role === 'user' ? MAX_USER_MESSAGE_CHARS : MAX_ASSISTANT_MESSAGE_CHARS
    if (content.length > cap) return refuse(413, `messages.${index + offset}: a ${role} message is at most ${cap} characters.`)
    turns.push(role === 'assistant' && signature !== undefined ? { role, content, signature } : { role, content })
  }
  if (turns.at(-1)?.role !== 'user') return refuse(400, 'messages: the conversation must end with a user message.')
  // The browser sends the newest MAX_HISTORY_MESSAGES, so a longer history is not the site's.
  if (turns.length - 1 > MAX_HISTORY_MESSAGES) return refuse(400, `messages: at most ${MAX_HISTORY_MESSAGES} earlier messages go with a question.`)
  return { ok: true, body: turns }
}

/** A parsed /chat/completions body as the proxy accepts it, or the refusal. */
export function validateChatRequest(json: unknown): Checked<ChatRequest> {
  const result = v.safeParse(ChatSchema, json)
  if (!result.success) return refuse(400, firstIssue(result.issues))
  const { messages, stream, max_tokens, max_completion_tokens } = result.output
  if (totalLength(messages.map((message) => message.content)) > MAX_REQUEST_TEXT_CHARS) return tooMuchText()

  const offset = messages[0]?.role === 'system' ? 1 : 0
  const turns = checkTurns(messages.slice(offset), offset)
  if (!turns.ok) return turns
  if ((turns.body.at(-1)?.content ?? '').trim() === '') return refuse(400, 'messages: the question is empty.')
  return {
    ok: true,
    body: {
      turns: turns.body,
      stream: stream === true,
      maxTokens: max_tokens ?? max_completion_tokens ?? null,
    },
  }
}
