/**
 * What the proxy forwards: a request rebuilt from what it knows. The request's shape and
 * caps are the shared rules (src/shared/ai-request.ts, which the mocks apply too); here
 * come the checks only the server can make, against its own knowledge. Nothing a client
 * writes becomes the model's instructions:
 *
 *   chat        the client's system message only names passages ([source: id] lines);
 *               the server renders the system prompt from its own copy of them. Only
 *               user and assistant turns come from the client.
 *   embeddings  passages' texts exactly as the server holds them, or one question.
 *
 * The model (the server's), max_tokens and temperature are pinned; other fields are dropped.
 */
import { CHAT_ANSWER_WORDS, CHAT_MAX_TOKENS, CHAT_TEMPERATURE, MAX_PROMPT_PASSAGES, MAX_USER_MESSAGE_CHARS } from '../../src/shared/ai-contract.ts'
import { refuse, validateChatRequest, validateEmbeddingsRequest, type Checked } from '../../src/shared/ai-request.ts'
import { passageIdsInPrompt, renderSystemPrompt, type KnowledgePassage } from '../../src/shared/assistant-knowledge.ts'
import type { KnowledgeIndex } from './knowledge.ts'

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

export interface RequestCheckOptions {
  knowledge: KnowledgeIndex
  chatModel: string
  embeddingModel: string
}

const shown = (id: string) => (id.length > 80 ? `${id.slice(0, 80)}…` : id)

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
    const request = validateChatRequest(json)
    if (!request.ok) return request
    const { system, turns, stream, maxTokens } = request.body
    const passages = namedPassages(system, knowledge)
    if (!passages.ok) return passages

    return {
      ok: true,
      body: {
        model: chatModel,
        messages: [{ role: 'system', content: renderSystemPrompt(passages.body, knowledge.brand, CHAT_ANSWER_WORDS) }, ...turns],
        max_tokens: Math.min(maxTokens ?? CHAT_MAX_TOKENS, CHAT_MAX_TOKENS),
        temperature: CHAT_TEMPERATURE,
        ...(stream ? { stream: true as const } : {}),
      },
    }
  }
}

export function checkEmbeddingsRequest({ knowledge, embeddingModel }: RequestCheckOptions) {
  return (json: unknown): Checked<CheckedEmbeddings> => {
    const request = validateEmbeddingsRequest(json)
    if (!request.ok) return request
    const { input, texts } = request.body

    // Floats are always requested upstream; the SDK decodes either.
    const body: EmbeddingsBody = { model: embeddingModel, input, encoding_format: 'float' }
    if (texts.every(knowledge.isPassageText)) return { ok: true, body: { body, ofPassages: true } }
    if (texts.length > 1) return refuse(400, "input: only the site's knowledge passages, or one question, can be embedded.")
    if ((texts[0] ?? '').length > MAX_USER_MESSAGE_CHARS) return refuse(413, `input: a question is at most ${MAX_USER_MESSAGE_CHARS} characters.`)
    return { ok: true, body: { body, ofPassages: false } }
  }
}
