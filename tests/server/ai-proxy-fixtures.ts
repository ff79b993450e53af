/** The proxy's test fixtures: a small knowledge file (the passages the server holds) and a proxy before a fake provider. */
import type { AiProxyOptions } from '../../server/ai-proxy'
import { createApp } from '../../server/app'
import { MAX_EMBEDDING_INPUTS } from '~/shared/ai-contract'
import { passageEmbeddingText, type KnowledgeFile, type KnowledgePassage } from '~/shared/assistant-knowledge'

const passage = (index: number): KnowledgePassage => ({
  id: `/services/sales-ai#part-${index}`,
  path: '/services/sales-ai',
  title: 'Sales AI',
  heading: `Part ${index}`,
  anchor: `part-${index}`,
  text: `Passage ${index}: how we put AI to work in sales teams.`,
})

export const KNOWLEDGE: KnowledgeFile = {
  brand: 'Test Agency',
  passages: Array.from({ length: MAX_EMBEDDING_INPUTS + 2 }, (_, index) => passage(index)),
}

/** The embedding texts of the first `count` passages, exactly as the browser sends them. */
export function passageTexts(count: number): string[] {
  return KNOWLEDGE.passages.slice(0, count).map(passageEmbeddingText)
}

export interface ForwardedCall {
  url: string
  body: Record<string, unknown>
}

/**
 * A proxy app (the whole site app, as a visitor reaches it) in front of a fake provider that
 * records every forwarded call and answers with a small JSON (or an event stream).
 */
export function proxyHarness(options: Partial<AiProxyOptions> = {}) {
  const calls: ForwardedCall[] = []
  const logs: string[] = []
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), body: JSON.parse(String(init?.body)) as Record<string, unknown> }
    calls.push(call)
    if (call.url.endsWith('/embeddings')) return Response.json({ object: 'list', data: [{ object: 'embedding', index: 0, embedding: [0.1, 0.2] }] })
    return Response.json({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: 'Hello' } }] })
  }) as typeof fetch
  const app = createApp({
    assets: { read: async () => null },
    ai: { apiKey: 'test-key', knowledge: KNOWLEDGE, fetch: fakeFetch, log: (message) => logs.push(message), clientKey: () => '203.0.113.7', ...options },
  })
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.fetch(
      new Request(`http://localhost/api/ai/v1${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
  return { app, post, calls, logs }
}

/** The JSON error a refusal carries. */
export async function errorBody(response: Response): Promise<{ message: string; code?: string }> {
  const json = (await response.json()) as { error: { message: string; code?: string } }
  return json.error
}
