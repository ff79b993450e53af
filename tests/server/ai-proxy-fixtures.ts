/**
 * The proxy's test fixtures: a small knowledge file (the passages the server holds), a
 * proxy (the whole site app, as a visitor reaches it) before the test provider of
 * scripts/lib/fake-provider.ts, and readers for what the proxy answers.
 */
import { waitFor } from 'xstate'
import type { AiProxyOptions } from '../../server/ai-proxy'
import { createApp } from '../../server/app'
import { PASSAGE_BATCH } from '../../server/ai-proxy/passage-index'
import { createFakeProvider, FAKE_EMBEDDING_DIMENSIONS, type FakeProviderOptions } from '../../scripts/lib/fake-provider'
import { mockEmbedding } from '@mocks/handlers/openai-text'
import { ASSISTANT_TURN_FIELD, type AssistantTurnEnd } from '~/shared/ai-contract'
import { passageEmbeddingText, type KnowledgeFile, type KnowledgePassage } from '~/shared/assistant-knowledge'

const passage = (path: string, anchor: string, title: string, heading: string, text: string): KnowledgePassage => ({
  id: anchor ? `${path}#${anchor}` : path,
  path,
  title,
  heading,
  anchor,
  text,
})

export const TEAM = passage('/about', 'about-team', 'About Us', 'Meet Our Team', 'Our leadership team: Daniel Okafor is the founder and CEO, and Priya Raman is the CTO.')
export const OFFER = passage(
  '/special-offer',
  'phases',
  'Free AI Workflow Automation Offer',
  'The phases',
  'The free automation offer is a 2-hour workshop, a 2-week build, a 1-week user test and a 1-week go-live.',
)
export const PRICING = passage('/services/sales-ai', 'bundles', 'Sales AI', 'Enterprise bundles', 'Sales AI comes in fixed-fee bundles: Revenue Copilot and Predictable Pipeline.')

/** More passages than one embeddings call takes, on other topics. */
const fillers = Array.from({ length: PASSAGE_BATCH }, (_, i) => passage(`/blog/note-${i}`, '', `Note ${i}`, '', `Gardening tip number ${i}: water the tomatoes early.`))

export const KNOWLEDGE: KnowledgeFile = { brand: 'Test Agency', passages: [TEAM, OFFER, PRICING, ...fillers] }

const PASSAGE_TEXTS = new Set(KNOWLEDGE.passages.map(passageEmbeddingText))

/** A question nothing in KNOWLEDGE is about. */
export const UNANSWERABLE = 'Zebras quarrel loudly?'

export interface HarnessOptions extends Partial<AiProxyOptions> {
  provider?: FakeProviderOptions
  /**
   * 'meaning' (default): every request waits until the passages have their vectors, so a
   * question is always ranked by words and meaning; 'none': requests go at once.
   */
  settle?: 'meaning' | 'none'
}

/**
 * Vectors of a plain hashed bag of words: texts that share no word score 0, so a question
 * about nothing on the site finds nothing by its meaning either.
 */
export const sparseEmbed = (texts: readonly string[]) => texts.map((text) => mockEmbedding(text, FAKE_EMBEDDING_DIMENSIONS))

/** The proxy before the test provider (no pauses in its streams); `calls` is what reached the provider. */
export function proxyHarness({ provider: providerOptions, settle = 'meaning', ...options }: HarnessOptions = {}) {
  const provider = createFakeProvider({ chunkDelayMs: 0, embed: sparseEmbed, ...providerOptions })
  const logs: string[] = []
  const app = createApp({
    assets: { read: async () => null },
    ai: { apiKey: 'test-key', knowledge: KNOWLEDGE, fetch: provider.fetch, log: (message) => logs.push(message), clientKey: () => '203.0.113.7', ...options },
  })
  /** Resolves once the passages have their vectors (ranking by meaning too). */
  const meaningReady = () => waitFor(app.knowledgeBase!, (state) => state.hasTag('meaning'))
  const settled = settle === 'meaning' ? meaningReady() : Promise.resolve()
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    await settled
    return app.fetch(
      new Request(`http://localhost/api/ai/v1${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
  }
  /** What reached the provider's chat endpoint, in order. */
  const chatCalls = () => provider.received.filter((call) => call.path === '/chat/completions').map((call) => call.body!)
  /** The embeddings the provider made: each call's input. */
  const embeddingCalls = () => provider.received.filter((call) => call.path === '/embeddings').map((call) => call.body!.input as string[])
  /** What reached the provider for visitors: every call but the passages' embeddings (questions, answers). */
  const visitorCalls = () => provider.received.filter((call) => call.path !== '/embeddings' || !(call.body!.input as string[]).every((text) => PASSAGE_TEXTS.has(text)))
  return { app, post, calls: provider.received, chatCalls, embeddingCalls, visitorCalls, meaningReady, logs }
}

/** A streamed answer read back: its text, the end of its turn, its finish reason. */
export async function readAnswer(response: Response): Promise<{ text: string; end: AssistantTurnEnd | undefined; finish: string | null; done: boolean }> {
  let text = ''
  let end: AssistantTurnEnd | undefined
  let finish: string | null = null
  let done = false
  for (const event of (await response.text()).split('\n\n')) {
    const data = event.replace(/^data: /, '')
    if (!data) continue
    if (data === '[DONE]') {
      done = true
      continue
    }
    const chunk = JSON.parse(data) as { choices: { delta: { content?: string }; finish_reason: string | null }[]; [ASSISTANT_TURN_FIELD]?: AssistantTurnEnd }
    text += chunk.choices[0]?.delta.content ?? ''
    finish = chunk.choices[0]?.finish_reason ?? finish
    end = chunk[ASSISTANT_TURN_FIELD] ?? end
  }
  return { text, end, finish, done }
}

/** The JSON error a refusal carries. */
export async function errorBody(response: Response): Promise<{ message: string; code?: string }> {
  const json = (await response.json()) as { error: { message: string; code?: string } }
  return json.error
}
