/**
 * What the proxy forwards: a request rebuilt from what it knows. The request's shape and
 * caps are the shared rules (src/shared/ai-request.ts, which the mocks apply too); here
 * come the checks only the server can make. Nothing a client writes becomes the model's
 * instructions, or the model's own words:
 *
 *   system      the client's system message, if any, is ignored: the server renders the
 *               system prompt from the passages it ranked for the question.
 *   assistant   a turn the server did not write (without the signature the server sent at
 *               the end of it, or with another) is dropped before anything is sent.
 *   pinned      the model (the server's), max_tokens and temperature; other fields are dropped.
 */
import { CHAT_ANSWER_WORDS, CHAT_MAX_TOKENS, CHAT_TEMPERATURE } from '../../src/shared/ai-contract.ts'
import type { ChatTurn } from '../../src/shared/ai-request.ts'
import { renderSystemPrompt, type KnowledgePassage } from '../../src/shared/assistant-knowledge.ts'
import type { Signer } from '../../src/shared/signing.ts'

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export interface ChatCompletionBody {
  model: string
  messages: ChatMessage[]
  max_tokens: number
  temperature: number
  stream: true
}

/** The conversation with only the assistant turns the server signed, as the provider gets it (no signatures). */
export async function turnsTheServerWrote(turns: readonly ChatTurn[], signer: Signer): Promise<{ turns: ChatMessage[]; dropped: number }> {
  const kept: ChatMessage[] = []
  for (const { role, content, signature } of turns) {
    if (role === 'assistant' && !(signature && (await signer.verify(content, signature)))) continue
    kept.push({ role, content })
  }
  return { turns: kept, dropped: turns.length - kept.length }
}

/** The provider's request: the server's prompt with its passages, the conversation, the pinned settings; always streamed. */
export function chatCompletionBody({
  passages,
  brand,
  turns,
  model,
  maxTokens,
}: {
  passages: readonly KnowledgePassage[]
  brand: string
  turns: readonly ChatMessage[]
  model: string
  maxTokens: number | null
}): ChatCompletionBody {
  return {
    model,
    messages: [{ role: 'system', content: renderSystemPrompt(passages, brand, CHAT_ANSWER_WORDS) }, ...turns],
    max_tokens: Math.min(maxTokens ?? CHAT_MAX_TOKENS, CHAT_MAX_TOKENS),
    temperature: CHAT_TEMPERATURE,
    stream: true,
  }
}
