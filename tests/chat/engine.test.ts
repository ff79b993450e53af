import { createActor, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { chatSelectors, type ChatMessage } from '@machines/chat.machine'
import { site } from '~/config/site'
import { chatText } from '~/features/chat/chat-text'
import { CONVERSATION_KEY, loadConversation, saveConversation } from '~/features/chat/conversation-storage'
import { EMBEDDING_CACHE_KEY } from '~/features/chat/embedding-cache'
import { chatInput, createChatMachine, type ChatEngineDeps } from '~/features/chat/engine'
import { loadKnowledgeDocuments } from '~/features/chat/knowledge'
import type { PromptMessage } from '~/features/chat/prompt'
import { MAX_HISTORY_MESSAGES, MAX_USER_MESSAGE_CHARS } from '~/shared/ai-contract'

const knowledgeDocuments = await loadKnowledgeDocuments()

/** A vector per text: the documents point in different directions; a question about the team points at the team. */
function fakeVector(text: string): number[] {
  return knowledgeDocuments.map((d) => (d.text === text || (text.includes('team') && d.id === 'leadership-team') ? 1 : 0))
}

function startEngine(overrides: Partial<ChatEngineDeps> = {}) {
  const requests: PromptMessage[][] = []
  const deps: ChatEngineDeps = {
    embed: vi.fn(async (texts: string[]) => texts.map(fakeVector)),
    streamReply: vi.fn(async (messages: PromptMessage[], { onToken }) => {
      requests.push(messages)
      for (const token of ['Our ', 'team ', 'is great.']) onToken(token)
      return 'Our team is great.'
    }),
    ...overrides,
  }
  const actor = createActor(createChatMachine(deps), { input: chatInput() }).start()
  return { actor, deps, requests }
}

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

  it('answers from the most relevant documents, embedding them once in one batch and keeping them for the next visit', async () => {
    const { actor, deps, requests } = startEngine()
    actor.send({ type: 'chat.submit', text: 'Who is on your team?' })
    await waitFor(actor, (s) => s.matches('idle'))

    expect(deps.embed).toHaveBeenCalledTimes(2)
    expect(deps.embed).toHaveBeenCalledWith(knowledgeDocuments.map((d) => d.text))
    expect(deps.embed).toHaveBeenCalledWith(['Who is on your team?'], expect.any(AbortSignal))
    expect(window.localStorage.getItem(EMBEDDING_CACHE_KEY)).not.toBeNull()
    const system = requests[0]?.[0]
    expect(system?.role).toBe('system')
    // The leadership document ranks first.
    expect(system?.content.indexOf('leadership team')).toBeLessThan(system?.content.indexOf('master knowledge base') ?? 0)
    expect(requests[0]?.at(-1)).toEqual({ role: 'user', content: 'Who is on your team?' })
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ kind: 'answer', text: 'Our team is great.', status: 'complete' })

    // The next visitor (a new machine) pays only for the question.
    const next = startEngine()
    next.actor.send({ type: 'chat.submit', text: 'And the team?' })
    await waitFor(next.actor, (s) => s.matches('idle'))
    expect(next.deps.embed).toHaveBeenCalledTimes(1)
  })

  it('keeps the conversation in sessionStorage and restores it', async () => {
    const { actor } = startEngine()
    actor.send({ type: 'chat.submit', text: 'What is the price of Sales AI?' })
    await waitFor(actor, (s) => s.matches('idle'))
    const saved = loadConversation()
    expect(saved).toEqual(actor.getSnapshot().context.messages)
    expect(saved?.at(-1)).toMatchObject({ bookCall: true, question: 'What is the price of Sales AI?' })

    const restored = createActor(createChatMachine(startEngine().deps), { input: chatInput() }).start()
    expect(restored.getSnapshot().context.messages).toEqual(saved)
  })

  it('answers without ranking when the embeddings call fails, logging it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { actor, requests } = startEngine({ embed: async () => Promise.reject(new Error('503')) })
    actor.send({ type: 'chat.submit', text: 'Hello' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(warn).toHaveBeenCalledTimes(2) // the documents, then the question
    expect(window.localStorage.getItem(EMBEDDING_CACHE_KEY)).toBeNull()
    // Every score is 0: the first documents form the context.
    expect(requests[0]?.[0]?.content).toContain(knowledgeDocuments[0]?.text.slice(0, 200))
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ kind: 'answer' })
  })

  it('shows the connection apology when the reply fails, logging it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { actor } = startEngine({ streamReply: async () => Promise.reject(new Error('down')) })
    actor.send({ type: 'chat.submit', text: 'Hello' })
    await waitFor(actor, (s) => s.matches('idle'))
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

  it('round-trips a conversation through sessionStorage', () => {
    saveConversation(conversation)
    expect(loadConversation()).toEqual(conversation)
  })

  it('starts fresh from missing, corrupt or foreign data and never throws', () => {
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
