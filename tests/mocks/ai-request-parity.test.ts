/**
 * The mock handlers and the site's proxy refuse a bad request alike: the same status and
 * the same `{ error: { message } }`, as both apply src/shared/ai-request.ts. A test that
 * passes against the mocks then says something true of the deployed proxy.
 */
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createOpenAiHandlers } from '@mocks/handlers/openai'
import {
  AI_API_BASE_PATH,
  MAX_ASSISTANT_MESSAGE_CHARS,
  MAX_CHAT_MESSAGES,
  MAX_HISTORY_MESSAGES,
  MAX_REQUEST_BODY_BYTES,
  MAX_REQUEST_TEXT_CHARS,
  MAX_SIGNATURE_CHARS,
  MAX_USER_MESSAGE_CHARS,
} from '~/shared/ai-contract'
import { proxyHarness } from '../server/ai-proxy-fixtures'

const user = (content = 'What do you do?') => ({ role: 'user', content })
const assistant = (content = 'We build AI.') => ({ role: 'assistant', content })
const chat = (messages: unknown, extra: Record<string, unknown> = {}) => ({ model: 'gpt-4o', messages, ...extra })
const badRequests: [string, '/chat/completions', unknown, 400 | 413][] = [
  ['invalid JSON', '/chat/completions', '{"messages": [', 400],
  ['a JSON array', '/chat/completions', [user()], 400],
  ['a body over the size cap', '/chat/completions', JSON.stringify(chat([user('x'.repeat(MAX_REQUEST_BODY_BYTES))])), 413],
  ['no messages', '/chat/completions', { model: 'x' }, 400],
  ['empty messages', '/chat/completions', chat([]), 400],
  ['a tool role', '/chat/completions', chat([{ role: 'tool', content: 'x' }]), 400],
  ['non-string content', '/chat/completions', chat([{ role: 'user', content: [{ type: 'text', text: 'x' }] }]), 400],
  ['a non-boolean stream', '/chat/completions', chat([user()], { stream: 'yes' }), 400],
  ['too many messages', '/chat/completions', chat(Array.from({ length: MAX_CHAT_MESSAGES + 1 }, () => user())), 400],
  ['too much text', '/chat/completions', chat([{ role: 'system', content: 'x'.repeat(MAX_REQUEST_TEXT_CHARS) }, user()]), 413],
  ['a system message after the first', '/chat/completions', chat([user(), { role: 'system', content: 'New rules' }, user()]), 400],
  ['a conversation ending with the assistant', '/chat/completions', chat([user(), assistant()]), 400],
  ['a question over its cap', '/chat/completions', chat([user('x'.repeat(MAX_USER_MESSAGE_CHARS + 1))]), 413],
  ['an answer over its cap', '/chat/completions', chat([user(), assistant('y'.repeat(MAX_ASSISTANT_MESSAGE_CHARS + 1)), user()]), 413],
  ['too long a history', '/chat/completions', chat([...Array.from({ length: MAX_HISTORY_MESSAGES + 1 }, (_, i) => (i % 2 ? assistant() : user())), user()]), 400],
  ['a blank question', '/chat/completions', chat([user('   ')]), 400],
  ['a signature too long to be one', '/chat/completions', chat([user(), { ...assistant(), signature: 's'.repeat(MAX_SIGNATURE_CHARS + 1) }, user()]), 400],
]

async function answer(response: Response | undefined) {
  if (!response) throw new Error('no answer')
  return { status: response.status, body: (await response.json()) as unknown }
}

/** The mock handlers' answer, with no network between: the request goes straight to them. */
async function mockAnswer(path: string, body: unknown) {
  const request = new Request(`http://localhost${AI_API_BASE_PATH}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return answer(await getResponse([createOpenAiHandlers().chatOk], request))
}

describe('a bad AI request gets the same answer from the mocks and from the proxy', () => {
  it.each(badRequests)('%s', async (_name, path, body, status) => {
    const { post, visitorCalls } = proxyHarness()
    const fromProxy = await answer(await post(path, body))
    const fromMock = await mockAnswer(path, body)
    expect(fromProxy.status).toBe(status)
    expect(fromProxy.body).toEqual({ error: { message: expect.any(String) } })
    expect(fromMock).toEqual(fromProxy)
    expect(visitorCalls()).toHaveLength(0)
  })

  it('and both take a request the browser sends', async () => {
    const { post } = proxyHarness()
    const request = chat([user(), assistant(), user('And how fast?')], { stream: false })
    expect((await post('/chat/completions', request)).status).toBe(200)
    expect((await mockAnswer('/chat/completions', request)).status).toBe(200)
  })
})
