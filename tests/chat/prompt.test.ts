import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@machines/chat.machine'
import { site } from '~/config/site'
import { buildChatMessages, suggestsCall, systemPrompt } from '~/features/chat/prompt'
import { CHAT_ANSWER_WORDS, MAX_HISTORY_MESSAGES } from '~/shared/ai-contract'
import { passageIdsInPrompt, renderSystemPrompt, type KnowledgePassage } from '~/shared/assistant-knowledge'

const passage: KnowledgePassage = { id: '/services/sales-ai#stacks', path: '/services/sales-ai', title: 'Sales AI', heading: 'Stacks', anchor: 'stacks', text: 'Sales AI lifts win rates by 24%.' }

const question = (i: number): ChatMessage => ({ id: `q${i}`, role: 'user', kind: 'question', text: `Question ${i}` })
const answer = (i: number): ChatMessage => ({ id: `a${i}`, role: 'assistant', kind: 'answer', text: `Answer ${i}`, status: 'complete', question: `Question ${i}`, bookCall: false })

describe('system prompt', () => {
  it('is the shared prompt: the brand, concise professional answers of CHAT_ANSWER_WORDS words, pricing to a call, each passage named by its source line', () => {
    const prompt = systemPrompt([passage])
    expect(prompt).toBe(renderSystemPrompt([passage], site.brandName, CHAT_ANSWER_WORDS))
    expect(prompt).toContain(site.brandName)
    expect(prompt).toMatch(/concise, professional/)
    expect(prompt).toContain(`under ${CHAT_ANSWER_WORDS} words`)
    expect(prompt).toMatch(/pricing.*implementation details.*booking a call/s)
    expect(prompt).toMatch(/Context:\n\[source: \/services\/sales-ai#stacks\] Sales AI: Stacks\nSales AI lifts win rates by 24%\.$/)
    expect(passageIdsInPrompt(prompt)).toEqual([passage.id])
  })

  it('says when there is no context rather than leaving it blank', () => {
    expect(systemPrompt([], 'Acme')).toContain('(No context is available for this question.)')
    expect(systemPrompt([], 'Acme')).toContain("You are Acme's AI assistant")
  })
})

describe('chat messages', () => {
  it('sends the system prompt with context, then the conversation, then the new question', () => {
    const messages = buildChatMessages({ question: 'And the price?', passages: [passage], history: [question(1), answer(1)] })
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
    expect(messages[0]?.content).toContain(passage.text)
    expect(messages.slice(1).map((m) => m.content)).toEqual(['Question 1', 'Answer 1', 'And the price?'])
  })

  it(`bounds the conversation to the newest ${MAX_HISTORY_MESSAGES} messages, leaving out the greeting and apologies`, () => {
    const history: ChatMessage[] = [
      { id: 'greeting', role: 'assistant', kind: 'greeting', text: 'Hello!' },
      ...Array.from({ length: 12 }, (_, i) => [question(i), answer(i)]).flat(),
      { id: 'err', role: 'assistant', kind: 'error', text: 'Sorry' },
    ]
    const messages = buildChatMessages({ question: 'Now?', passages: [], history })
    expect(messages).toHaveLength(MAX_HISTORY_MESSAGES + 2)
    expect(messages[1]?.content).toBe(`Question ${12 - MAX_HISTORY_MESSAGES / 2}`)
    expect(messages.at(-2)?.content).toBe('Answer 11')
    expect(messages.some((m) => m.content === 'Hello!' || m.content === 'Sorry')).toBe(false)
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
