/**
 * What the proxy forwards: a request rebuilt from what it knows. Nothing a client writes
 * becomes the model's instructions:
 *
 *   chat        the client's system message only names passages ([source: id] lines);
 *               the server renders the system prompt from its own copy of them. Only
 *               user and assistant turns come from the client, each capped, ending with
 *               the visitor's question; a longer history than the contract's is refused
 *               (the browser sends the newest MAX_HISTORY_MESSAGES, so more is not ours).
 *   embeddings  passages' texts exactly as the server holds them, or one question.
 *
 * The model (the server's), max_tokens and temperature are pinned; other fields are dropped.
 */
import * as v from 'valibot'
import {
  CHAT_ANSWER_WORDS,
  CHAT_MAX_TOKENS,
  CHAT_TEMPERATURE,
  MAX_ASSISTANT_MESSAGE_CHARS,
  MAX_CHAT_MESSAGES,
  MAX_EMBEDDING_INPUTS,
  MAX_HISTORY_MESSAGES,
  MAX_PROMPT_PASSAGES,
  MAX_REQUEST_TEXT_CHARS,
  MAX_USER_MESSAGE_CHARS,
} from '../../src/shared/ai-contract.ts'
import { passageIdsInPrompt, renderSystemPrompt, type KnowledgePassage } from '../../src/shared/assistant-knowledge.ts'
import type { KnowledgeIndex } from './knowledge.ts'

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

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export interface ChatCompletionBody {
  model: string
  messages: ChatMessage[]
  max_tokens: number
  temperature: number
  stream?: true
}

export interface EmbeddingsBody {
  model: string
  input: string | string[]
  encoding_format: 'float'
}

/** A checked embeddings request: what goes upstream, and whether it is the site's passages (cached long) or a question. */
export interface CheckedEmbeddings {
  body: EmbeddingsBody
  ofPassages: boolean
}

export type Checked<T> = { ok: true; body: T } | { ok: false; status: 400 | 413; message: string }

export interface RequestCheckOptions {
  knowledge: KnowledgeIndex
  chatModel: string
  embeddingModel: string
}

function firstIssue(issues: v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'Invalid request.'
  const path = issue.path?.map((item) => String(item.key)).join('.')
  return path ? `${path}: ${issue.message}.` : `${issue.message}.`
}

const refuse = (status: 400 | 413, message: string) => ({ ok: false, status, message }) as const
const tooMuchText = () => refuse(413, `At most ${MAX_REQUEST_TEXT_CHARS} characters of text per request.`)
const shown = (id: string) => (id.length > 80 ? `${id.slice(0, 80)}…` : id)

/** The client's turns: user and assistant only, each within its cap, ending with the question. */
function checkTurns(turns: readonly ChatMessage[], offset: number): Checked<ChatMessage[]> {
  for (const [index, { role, content }] of turns.entries()) {
    if (role === 'system') return refuse(400, `messages.${index + offset}: a system message may only come first.`)
    const cap = role === 'user' ? MAX_USER_MESSAGE_CHARS : MAX_ASSISTANT_MESSAGE_CHARS
    if (content.length > cap) return refuse(413, `messages.${index + offset}: a ${role} message is at most ${cap} characters.`)
  }
  if (turns.at(-1)?.role !== 'user') return refuse(400, 'messages: the conversation must end with a user message.')
  if (turns.length - 1 > MAX_HISTORY_MESSAGES) {
    return refuse(400, `messages: at most ${MAX_HISTORY_MESSAGES} earlier messages go with a question.`)
  }
  return { ok: true, body: turns.map(({ role, content }) => ({ role, content })) }
}

/** The passages the client's system message names, each one we hold, at most MAX_PROMPT_PASSAGES. */
function namedPassages(systemText: string, knowledge: KnowledgeIndex): Checked<KnowledgePassage[]> {
  const ids = passageIdsInPrompt(systemText)
  if (ids.length > MAX_PROMPT_PASSAGES) return refuse(400, `messages.0: at most ${MAX_PROMPT_PASSAGES} sources per question.`)
  const passages: KnowledgePassage[] = []
  for (const id of ids) {
    const passage = knowledge.passage(id)
    if (!passage) return refuse(400, `messages.0: unknown source ${shown(id)}.`)
    passages.push(passage)
  }
  return { ok: true, body: passages }
}

export function checkChatRequest({ knowledge, chatModel }: RequestCheckOptions) {
  return (json: unknown): Checked<ChatCompletionBody> => {
    const result = v.safeParse(ChatRequest, json)
    if (!result.success) return refuse(400, firstIssue(result.issues))
    const { messages, stream, max_tokens, max_completion_tokens } = result.output
    if (messages.reduce((sum, message) => sum + message.content.length, 0) > MAX_REQUEST_TEXT_CHARS) return tooMuchText()

    const offset = messages[0]?.role === 'system' ? 1 : 0
    const system = offset ? (messages[0]?.content ?? '') : ''
    const turns = checkTurns(messages.slice(offset), offset)
    if (!turns.ok) return turns
    const passages = namedPassages(system, knowledge)
    if (!passages.ok) return passages

    const asked = max_tokens ?? max_completion_tokens ?? CHAT_MAX_TOKENS
    return {
      ok: true,
      body: {
        model: chatModel,
        messages: [{ role: 'system', content: renderSystemPrompt(passages.body, knowledge.brand, CHAT_ANSWER_WORDS) }, ...turns.body],
        max_tokens: Math.min(asked, CHAT_MAX_TOKENS),
        temperature: CHAT_TEMPERATURE,
        ...(stream ? { stream: true as const } : {}),
      },
    }
  }
}

export function checkEmbeddingsRequest({ knowledge, embeddingModel }: RequestCheckOptions) {
  return (json: unknown): Checked<CheckedEmbeddings> => {
    const result = v.safeParse(EmbeddingsRequest, json)
    if (!result.success) return refuse(400, firstIssue(result.issues))
    const { input } = result.output
    const texts = typeof input === 'string' ? [input] : input
    if (texts.reduce((sum, text) => sum + text.length, 0) > MAX_REQUEST_TEXT_CHARS) return tooMuchText()

    const body: EmbeddingsBody = { model: embeddingModel, input, encoding_format: 'float' }
    if (texts.every(knowledge.isPassageText)) return { ok: true, body: { body, ofPassages: true } }
    if (texts.length === 1) {
      const [question = ''] = texts
      if (question.trim() === '') return refuse(400, 'input: the question is empty.')
      if (question.length > MAX_USER_MESSAGE_CHARS) return refuse(413, `input: a question is at most ${MAX_USER_MESSAGE_CHARS} characters.`)
      return { ok: true, body: { body, ofPassages: false } }
    }
    return refuse(400, "input: only the site's knowledge passages, or one question, can be embedded.")
  }
}
