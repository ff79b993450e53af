import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@machines/chat.machine'
import { buildChatMessages, suggestsCall } from '~/features/chat/prompt'
import { MAX_HISTORY_MESSAGES } from '~/shared/ai-contract'

const question = (i: number): ChatMessage => ({ id: `q${i}`, role: 'user', kind: 'question', text: `Question ${i}` })
const answer = (i: number): ChatMessage => ({ id: `a${i}`, role: 'assistant', kind: 'answer', text: `Answer ${i}`, status: 'complete', question: `Question ${i}`, bookCall: false, signature: `sig${i}` })

describe('chat messages', () => {
  it('sends the conversation, each answer with the signature the server gave it, then the new question: no instructions', () => {
    const messages = buildChatMessages({ question: 'And the price?', history: [question(1), answer(1)] })
    expect(messages).toEqual([
      { role: 'user', content: 'Question 1' },
      { role: 'assistant', content: 'Answer 1', signature: 'sig1' },
      { role: 'user', content: 'And the price?' },
    ])
  })

  it(`bounds the conversation to the newest ${MAX_HISTORY_MESSAGES} messages, leaving out the greeting, apologies and unsigned answers`, () => {
    const history: ChatMessage[] = [
      { id: 'greeting', role: 'assistant', kind: 'greeting', text: 'Hello!' },
      ...Array.from({ length: 12 }, (_, i) => [question(i), answer(i)]).flat(),
      { id: 'err', role: 'assistant', kind: 'error', text: 'Sorry' },
      { id: 'q12', role: 'user', kind: 'question', text: 'Question 12' },
      { id: 'a12', role: 'assistant', kind: 'answer', text: 'A stopped answ', status: 'stopped', question: 'Question 12', bookCall: false },
    ]
    const messages = buildChatMessages({ question: 'Now?', history })
    expect(messages).toHaveLength(MAX_HISTORY_MESSAGES + 1)
    expect(messages[0]?.content).toBe(`Answer ${12 - MAX_HISTORY_MESSAGES / 2}`)
    expect(messages.at(-2)?.content).toBe('Question 12')
    expect(messages.some((m) => m.content === 'Hello!' || m.content === 'Sorry' || m.content === 'A stopped answ')).toBe(false)
  })
})

describe('suggestsCall', () => {
  it.each([
    'How much does Sales AI cost?',
    'What is your pricing?',
    'Can you send me a quote?',
    'We have a budget of $50K, is that enough?',
    'What are your fees?',
    'What is the timeline for a pilot?',
    'How long would it take to go live?',
    'Can it integrate with Salesforce?',
    'How would you implement this in our stack?',
    'Do you support SSO and on-premise deployment?',
    'What are the implementation details?',
  ])('offers a call for "%s"', (q) => {
    expect(suggestsCall(q)).toBe(true)
  })

  it.each(['What services do you offer?', 'Who is on your leadership team?', 'What is AI Implementation?', 'Tell me about the Chipr case study', 'Hello'])(
    'does not offer a call for "%s"',
    (q) => {
      expect(suggestsCall(q)).toBe(false)
    },
  )

  it('offers a call when the reply itself suggests booking one', () => {
    expect(suggestsCall('Can you help us?', 'Yes. The best next step is to book a call with our team at /contact.')).toBe(true)
    expect(suggestsCall('Can you help us?', 'Yes, we build Sales AI for teams like yours.')).toBe(false)
  })
})
