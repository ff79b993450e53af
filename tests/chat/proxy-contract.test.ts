/**
 * What the browser's assistant sends is what the site's proxy accepts: the demo answers
 * from the mock layer, so only this test puts the chat's real requests in front of the
 * real proxy rules (a refusal there would answer every visitor of a deploy with the apology).
 */
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@machines/chat.machine'
import { buildChatMessages } from '~/features/chat/prompt'
import { CHAT_MAX_TOKENS, MAX_EMBEDDING_INPUTS, MAX_HISTORY_MESSAGES, MAX_USER_MESSAGE_CHARS } from '~/shared/ai-contract'
import { passageEmbeddingText } from '~/shared/assistant-knowledge'
import { KNOWLEDGE, proxyHarness } from '../server/ai-proxy-fixtures'

/** A long conversation as the chat keeps it: greeting, questions at the input's limit, answers at the model's. */
function conversation(turns: number): ChatMessage[] {
  const messages: ChatMessage[] = [{ id: 'greeting', role: 'assistant', kind: 'greeting', text: 'Hi! Ask me anything about our services.' }]
  for (let i = 0; i < turns; i++) {
    messages.push({ id: `q${i}`, role: 'user', kind: 'question', text: `Question ${i} `.padEnd(MAX_USER_MESSAGE_CHARS, 'q') })
    // About as long as CHAT_MAX_TOKENS tokens of English can be, ending on a source link.
    messages.push({ id: `a${i}`, role: 'assistant', kind: 'answer', status: 'complete', text: `Answer ${i}. `.padEnd(CHAT_MAX_TOKENS * 5, 'a') })
  }
  messages.push({ id: 'e', role: 'assistant', kind: 'error', text: 'Sorry, something went wrong.' })
  return messages
}

describe("the browser's assistant requests, before the site's proxy", () => {
  it('a question with its passages and the longest history the chat sends is forwarded, with the same system prompt the browser rendered', async () => {
    const { post, calls } = proxyHarness()
    const passages = KNOWLEDGE.passages.slice(0, 3)
    const messages = buildChatMessages({ question: 'How do you work with sales teams?', passages, history: conversation(MAX_HISTORY_MESSAGES), brand: KNOWLEDGE.brand })
    const response = await post('/chat/completions', { model: 'gpt-4-turbo-preview', temperature: 0.7, max_tokens: CHAT_MAX_TOKENS, messages }, { Origin: 'http://localhost' })
    expect(response.status).toBe(200)
    const forwarded = calls[0]?.body.messages as { role: string; content: string }[]
    expect(forwarded[0]).toEqual(messages[0])
    expect(forwarded.slice(1)).toEqual(messages.slice(1))
  })

  it('knowledge passages embedded in the batches the browser makes are forwarded', async () => {
    const { post, calls } = proxyHarness()
    const input = KNOWLEDGE.passages.slice(0, MAX_EMBEDDING_INPUTS).map(passageEmbeddingText)
    const response = await post('/embeddings', { model: 'text-embedding-3-small', input, encoding_format: 'float' }, { Origin: 'http://localhost' })
    expect(response.status).toBe(200)
    expect(calls).toHaveLength(1)
  })
})
