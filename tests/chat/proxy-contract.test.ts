/**
 * What the browser's assistant sends is what the site's proxy accepts, and what the proxy
 * answers is what the browser reads: the demo answers from the mock layer, so only this
 * test puts the chat's real requests (the openai SDK, the app's messages) in front of the
 * real proxy (a refusal there would answer every visitor of a deploy with the apology).
 */
import OpenAI from 'openai'
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@machines/chat.machine'
import { streamReply } from '~/features/chat/ai-client'
import { buildChatMessages } from '~/features/chat/prompt'
import { CHAT_MAX_TOKENS, MAX_HISTORY_MESSAGES, MAX_USER_MESSAGE_CHARS } from '~/shared/ai-contract'
import { proxyHarness } from '../server/ai-proxy-fixtures'

/** The openai SDK as the browser configures it, talking to the proxy app. */
function sdkTo(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  return new OpenAI({
    baseURL: 'http://localhost/api/ai/v1',
    apiKey: 'proxy',
    dangerouslyAllowBrowser: true,
    maxRetries: 0,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), Origin: 'http://localhost' } }))) as typeof fetch,
  })
}

describe("the browser's assistant before the site's proxy", () => {
  it('a first question gets an answer with its sources and signature; the next one carries it back, and the proxy forwards it', async () => {
    const { app, meaningReady, chatCalls } = proxyHarness()
    await meaningReady()
    const ai = sdkTo(app)
    const history: ChatMessage[] = []
    const first = await streamReply(buildChatMessages({ question: 'Who is on your leadership team?', history }), { onToken: () => {} }, ai)
    expect(first.sources?.[0]).toEqual({ title: 'About Us', heading: 'Meet Our Team', href: '/about#about-team' })
    expect(first.signature).toMatch(/^[\w-]{43}$/)

    history.push(
      { id: 'q1', role: 'user', kind: 'question', text: 'Who is on your leadership team?' },
      { id: 'a1', role: 'assistant', kind: 'answer', text: first.text, status: 'complete', bookCall: false, ...(first.signature ? { signature: first.signature } : {}) },
    )
    await streamReply(buildChatMessages({ question: 'And the free automation offer?', history }), { onToken: () => {} }, ai)
    expect((chatCalls()[1]!.messages as unknown[]).slice(1)).toEqual([
      { role: 'user', content: 'Who is on your leadership team?' },
      { role: 'assistant', content: first.text },
      { role: 'user', content: 'And the free automation offer?' },
    ])
  })

  it('the longest history the chat sends is accepted', async () => {
    const { app, meaningReady, chatCalls } = proxyHarness()
    await meaningReady()
    // Questions at the input's limit, answers as long as CHAT_MAX_TOKENS tokens of English can be.
    const history: ChatMessage[] = [{ id: 'greeting', role: 'assistant', kind: 'greeting', text: 'Hi! Ask me anything about our services.' }]
    for (let i = 0; i < MAX_HISTORY_MESSAGES; i++) {
      history.push({ id: `q${i}`, role: 'user', kind: 'question', text: `Question ${i} `.padEnd(MAX_USER_MESSAGE_CHARS, 'q') })
      history.push({ id: `a${i}`, role: 'assistant', kind: 'answer', status: 'complete', text: `Answer ${i}. `.padEnd(CHAT_MAX_TOKENS * 5, 'a'), signature: 'an old signature' })
    }
    history.push({ id: 'e', role: 'assistant', kind: 'error', text: 'Sorry, something went wrong.' })
    const reply = await streamReply(buildChatMessages({ question: 'Which Sales AI bundles do you have?', history }), { onToken: () => {} }, sdkTo(app))
    expect(reply.signature).toBeDefined()
    expect(chatCalls()).toHaveLength(1)
  })
})
