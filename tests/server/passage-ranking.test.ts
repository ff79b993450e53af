/**
 * The server ranks the site's passages for each question: by words from the start, and
 * by meaning too once the passages have their vectors (computed once per deploy, kept in
 * the store); a question nothing matches gets "I don't know" without a model call.
 */
import { describe, expect, it } from 'vitest'
import { decodeVectors, embeddingsKey } from '../../server/ai-proxy/embeddings'
import { createMemoryStore } from '../../server/ai-proxy/store'
import { createFakeProvider, FAKE_EMBEDDING_DIMENSIONS } from '../../scripts/lib/fake-provider'
import { EMBEDDING_MODEL, UNANSWERABLE_REPLY } from '~/shared/ai-contract'
import { passageEmbeddingText } from '~/shared/assistant-knowledge'
import { KNOWLEDGE, PRICING, proxyHarness, readAnswer, sparseEmbed, UNANSWERABLE } from './ai-proxy-fixtures'

const ask = (question: string, extra: Record<string, unknown> = {}) => ({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: question }], ...extra })

/** Vectors by topic: a text about money points where the pricing passage points, whatever its words. */
const topics = [/price|cost|fee|bundle|pay|budget/i, /team|leader|ceo|cto|founder/i, /offer|workshop|automation/i, /garden|tomato/i]
const byTopic = (texts: readonly string[]) => texts.map((text) => topics.map((topic) => (topic.test(text) ? 1 : 0)))

describe('passage ranking on the server', () => {
  it("ranks a fresh visitor's first question by meaning as well as words: a question in words no page uses finds its page", async () => {
    const question = 'What would I pay?'
    // Words alone find nothing: the question shares no word with any passage.
    const wordsOnly = proxyHarness({
      provider: {
        embed: () => {
          throw new Error('embeddings down')
        },
      },
      settle: 'none',
    })
    const guessed = await readAnswer(await wordsOnly.post('/chat/completions', ask(question)))
    expect(guessed.text).toBe(UNANSWERABLE_REPLY)

    const { post, chatCalls, embeddingCalls } = proxyHarness({ provider: { embed: byTopic, reply: () => 'Sales AI comes in fixed-fee bundles [1].' } })
    const answer = await readAnswer(await post('/chat/completions', ask(question)))
    expect(embeddingCalls().at(-1)).toEqual([question])
    expect(String((chatCalls()[0]!.messages as { content: string }[])[0]!.content)).toContain(`[1] Sales AI: Enterprise bundles\n${PRICING.text}`)
    expect(answer.text).toBe('Sales AI comes in fixed-fee bundles.')
    expect(answer.end?.sources).toEqual([{ title: 'Sales AI', heading: 'Enterprise bundles', href: '/services/sales-ai#bundles' }])
  })

  it('ranks by words alone, without embedding the question, while the passages have no vectors: never an error', async () => {
    const { post, embeddingCalls, chatCalls, logs, app } = proxyHarness({ provider: { embed: () => [] }, settle: 'none' })
    const response = await post('/chat/completions', ask('Who is on your leadership team?'))
    expect(response.status).toBe(200)
    expect((await readAnswer(response)).end?.sources[0]?.href).toBe('/about#about-team')
    expect(app.knowledgeBase?.getSnapshot().hasTag('words-only')).toBe(true)
    expect(embeddingCalls().every((input) => input.length > 1)).toBe(true)
    expect(chatCalls()).toHaveLength(1)
    expect(logs.join('\n')).toMatch(/passages could not be embedded/)
  })

  it('says "I don\'t know" in one sentence, with no sources and no model call, when nothing on the site matches', async () => {
    const { post, chatCalls, embeddingCalls } = proxyHarness()
    const answer = await readAnswer(await post('/chat/completions', ask(UNANSWERABLE)))
    expect(answer.text).toBe(UNANSWERABLE_REPLY)
    expect(answer.text.match(/[.!?](\s|$)/g)).toHaveLength(1)
    expect(answer.end).toEqual({ sources: [], signature: expect.any(String), unanswerable: true })
    expect(chatCalls()).toHaveLength(0)
    // Its meaning was asked (a question in other words may still match), but nothing more.
    expect(embeddingCalls().at(-1)).toEqual([UNANSWERABLE])
    // The reply is the server's own turn, signed like any answer: it goes back as history.
    await post('/chat/completions', { ...ask('Who is on your leadership team?'), messages: [{ role: 'user', content: UNANSWERABLE }, { role: 'assistant', content: answer.text, signature: answer.end!.signature }, { role: 'user', content: 'Who is on your leadership team?' }] })
    expect(chatCalls()[0]!.messages).toContainEqual({ role: 'assistant', content: UNANSWERABLE_REPLY })
  })

  it('keeps a question\'s embedding for an hour: the same question costs one embedding call within it', async () => {
    let now = Date.UTC(2026, 10, 25, 9, 0)
    const { post, embeddingCalls } = proxyHarness({ now: () => now })
    const question = 'Who is on your leadership team?'
    await post('/chat/completions', ask(question))
    now += 59 * 60 * 1000
    await post('/chat/completions', ask(question))
    expect(embeddingCalls().filter((input) => input[0] === question)).toHaveLength(1)
    now += 2 * 60 * 1000
    await post('/chat/completions', ask(question))
    expect(embeddingCalls().filter((input) => input[0] === question)).toHaveLength(2)
  })

  it("keeps the passages' vectors in the store, compactly: another instance on it embeds none", async () => {
    const store = createMemoryStore()
    const first = proxyHarness({ store })
    await first.meaningReady()
    const second = proxyHarness({ store })
    await second.meaningReady()
    expect(first.embeddingCalls().length).toBeGreaterThan(0)
    expect(second.embeddingCalls()).toEqual([])
    // Signed bytes in base64: about 2 KB a passage for 1,536 numbers (as JSON floats, ~30 KB).
    const stored = await store.get(await embeddingsKey('passages', EMBEDDING_MODEL, KNOWLEDGE.passages.map(passageEmbeddingText)))
    expect(decodeVectors(stored)?.map((vector) => vector.length)).toEqual(KNOWLEDGE.passages.map(() => FAKE_EMBEDDING_DIMENSIONS))
    expect(stored!.length).toBeLessThan(KNOWLEDGE.passages.length * 2_100)
  })

  it('lets one of several instances starting together embed the passages; the others wait for its vectors', async () => {
    const store = createMemoryStore()
    const provider = createFakeProvider({ embed: sparseEmbed })
    // A provider slow enough that all three find no vectors in the store and ask for the lock.
    const slow = (async (input: RequestInfo | URL, init?: RequestInit) => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      return provider.fetch(input, init)
    }) as typeof fetch
    const instances = [proxyHarness({ store, fetch: slow }), proxyHarness({ store, fetch: slow }), proxyHarness({ store, fetch: slow })]
    await Promise.all(instances.map((instance) => instance.meaningReady()))
    // One instance's calls (two batches), not three.
    expect(provider.received.map((call) => call.path)).toEqual(['/embeddings', '/embeddings'])
  })
})
