// @vitest-environment jsdom
import { createActor, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { chatSelectors, type ChatMessage } from '@machines/chat.machine'
import { site } from '~/config/site'
import { isAllowanceSpent, isBudgetSpent } from '~/features/chat/ai-limits'
import { chatText } from '~/features/chat/chat-text'
import { CONVERSATION_KEY, loadConversation, saveConversation } from '~/features/chat/conversation-storage'
import { chatInput, createChatMachine, type ChatEngineDeps } from '~/features/chat/engine'
import type { PromptMessage } from '~/features/chat/prompt'
import { MAX_HISTORY_MESSAGES, MAX_USER_MESSAGE_CHARS } from '~/shared/ai-contract'

const teamSource = { title: 'About Us', heading: 'Meet Our Team', href: '/about#about-team' }

function startEngine(overrides: Partial<ChatEngineDeps> = {}) {
  const requests: PromptMessage[][] = []
  const deps: ChatEngineDeps = {
    streamReply: vi.fn(async (messages: PromptMessage[], { onToken }) => {
      requests.push(messages)
      for (const token of ['Our ', 'team ', 'is great.']) onToken(token)
      return { text: 'Our team is great.', truncated: false, sources: [teamSource], signature: `sig-${requests.length}`, unanswerable: false }
    }),
    ...overrides,
  }
  const actor = createActor(createChatMachine(deps), { input: chatInput() }).start()
  return { actor, deps, requests }
}

const idle = (actor: ReturnType<typeof startEngine>['actor']) => waitFor(actor, (s) => s.matches('idle'))

describe('chat engine', () => {
  it('greets the visitor by the brand name and has the texts of the specification', () => {
    const { actor } = startEngine()
    expect(actor.getSnapshot().context.messages).toEqual([{ id: 'greeting', role: 'assistant', kind: 'greeting', text: `Hello! I'm ${site.brandName}'s AI assistant. How can I help you today?` }])
    expect(chatText.title).toBe(`${site.brandName} Assistant`)
    expect(chatText.placeholder).toBe('Type your message...')
    expect(chatText.thinking).toBe('Thinking...')
    expect(chatText.failed).toBe("I apologize, but I'm having trouble connecting to my brain right now. Please try again later or contact our team directly.")
    expect(chatText.empty).toBe("I apologize, but I couldn't generate a response. Please try again.")
    expect(chatText.newConversation).toBe('New conversation')
    expect(chatText.starters.length).toBeGreaterThanOrEqual(3)
    expect(chatText.starters.length).toBeLessThanOrEqual(4)
  })

  it('sends only the conversation (the server finds the passages), and keeps the answer with the sources and signature of its turn', async () => {
    const { actor, requests } = startEngine()
    actor.send({ type: 'chat.submit', text: 'Who is on your leadership team?' })
    await idle(actor)
    expect(requests[0]).toEqual([{ role: 'user', content: 'Who is on your leadership team?' }])
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ kind: 'answer', text: 'Our team is great.', status: 'complete', sources: [teamSource], signature: 'sig-1' })

    actor.send({ type: 'chat.submit', text: 'And the CTO?' })
    await idle(actor)
    expect(requests[1]).toEqual([
      { role: 'user', content: 'Who is on your leadership team?' },
      { role: 'assistant', content: 'Our team is great.', signature: 'sig-1' },
      { role: 'user', content: 'And the CTO?' },
    ])
  })

  it('offers the contact form with the question under an answer that says nothing on the site answers it', async () => {
    const { actor } = startEngine({ streamReply: async () => ({ text: "I don't know the answer to that.", truncated: false, sources: [], signature: 's', unanswerable: true }) })
    actor.send({ type: 'chat.submit', text: 'Are dogs allowed at your office?' })
    await idle(actor)
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ kind: 'answer', sources: [], offersContact: true, bookCall: false, question: 'Are dogs allowed at your office?' })
  })

  it.each([
    ['budget', Object.assign(new Error('Spent'), { status: 503, code: 'daily_budget_spent' }), chatText.budgetSpent],
    ['allowance', Object.assign(new Error('Asked enough'), { status: 429, code: 'daily_allowance_spent' }), chatText.allowanceSpent],
    ["address's share", Object.assign(new Error('Address capped'), { status: 429, code: 'address_daily_cap' }), chatText.allowanceSpent],
  ])("says calmly that the day's %s is spent, offering the contact form, without logging a failure", async (_, error, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { actor } = startEngine({ streamReply: async () => Promise.reject(error), isBudgetSpent, isAllowanceSpent })
    actor.send({ type: 'chat.submit', text: 'Hello' })
    await idle(actor)
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ kind: 'error', text, offersContact: true, question: 'Hello' })
    expect(warn).not.toHaveBeenCalledWith('Chat assistant: the reply failed.', expect.anything())
  })

  it('keeps the conversation in sessionStorage and restores it', async () => {
    const { actor } = startEngine()
    actor.send({ type: 'chat.submit', text: 'What is the price of Sales AI?' })
    await idle(actor)
    const saved = loadConversation()
    expect(saved).toEqual(actor.getSnapshot().context.messages)
    expect(saved?.at(-1)).toMatchObject({ bookCall: true, question: 'What is the price of Sales AI?', signature: 'sig-1' })

    const restored = createActor(createChatMachine(startEngine().deps), { input: chatInput() }).start()
    expect(restored.getSnapshot().context.messages).toEqual(saved)
  })

  it('stores nothing in local storage: the passages and their embeddings stay on the server', async () => {
    window.localStorage.clear()
    const { actor } = startEngine()
    actor.send({ type: 'chat.submit', text: 'Who is on your leadership team?' })
    await idle(actor)
    expect(window.localStorage.length).toBe(0)
  })

  it('shows the connection apology when the reply fails, logging it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { actor } = startEngine({ streamReply: async () => Promise.reject(new Error('down')) })
    actor.send({ type: 'chat.submit', text: 'Hello' })
    await idle(actor)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ kind: 'error', text: chatText.failed })
    expect(chatSelectors.canSend(actor.getSnapshot())).toBe(true)
  })

  it('passes the site limits as machine input', () => {
    expect(chatInput([])).toMatchObject({ maxMessageChars: MAX_USER_MESSAGE_CHARS, historyLimit: MAX_HISTORY_MESSAGES })
  })
})

describe('conversation storage', () => {
  const conversation: ChatMessage[] = [
    { id: 'greeting', role: 'assistant', kind: 'greeting', text: 'Hi' },
    { id: 'msg-1', role: 'user', kind: 'question', text: 'Q' },
  ]

  it('round-trips a conversation through sessionStorage, with an answer’s sources, signature, truncation and the contact offers', () => {
    saveConversation(conversation)
    expect(loadConversation()).toEqual(conversation)
    const withEverything: ChatMessage[] = [
      ...conversation,
      {
        id: 'msg-2',
        role: 'assistant',
        kind: 'answer',
        text: 'A.',
        status: 'complete',
        question: 'Q',
        bookCall: false,
        truncated: true,
        signature: 'sig',
        sources: [teamSource],
      },
      { id: 'msg-3', role: 'assistant', kind: 'answer', text: "I don't know.", status: 'complete', question: 'Q', bookCall: false, sources: [], offersContact: true },
      { id: 'msg-4', role: 'assistant', kind: 'error', text: chatText.budgetSpent, offersContact: true, question: 'Q' },
    ]
    saveConversation(withEverything)
    expect(loadConversation()).toEqual(withEverything)
  })

  it('starts fresh from missing, corrupt or foreign data and never throws', () => {
    window.sessionStorage.removeItem(CONVERSATION_KEY)
    expect(loadConversation()).toBeUndefined()
    window.sessionStorage.setItem(CONVERSATION_KEY, '{oops')
    expect(loadConversation()).toBeUndefined()
    window.sessionStorage.setItem(CONVERSATION_KEY, JSON.stringify([{ id: 1, text: 'x' }]))
    expect(loadConversation()).toBeUndefined()
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    expect(loadConversation(throwing)).toBeUndefined()
    expect(() => saveConversation(conversation, throwing)).not.toThrow()
  })
})
