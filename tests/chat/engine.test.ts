// @vitest-environment jsdom
import { createActor, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { chatSelectors, type ChatMessage } from '@machines/chat.machine'
import { site } from '~/config/site'
import { chatText } from '~/features/chat/chat-text'
import { CONVERSATION_KEY, loadConversation, saveConversation } from '~/features/chat/conversation-storage'
import { EMBEDDING_CACHE_KEY } from '~/features/chat/embedding-cache'
import { isBudgetSpent } from '~/features/chat/ai-budget'
import { chatInput, createChatMachine, type ChatEngineDeps } from '~/features/chat/engine'
import type { PromptMessage } from '~/features/chat/prompt'
import { MAX_EMBEDDING_INPUTS, MAX_HISTORY_MESSAGES, MAX_USER_MESSAGE_CHARS } from '~/shared/ai-contract'
import { passageEmbeddingText, passageIdsInPrompt, type KnowledgeFile, type KnowledgePassage } from '~/shared/assistant-knowledge'

const passage = (path: string, anchor: string, title: string, heading: string, text: string): KnowledgePassage => ({
  id: anchor ? `${path}#${anchor}` : path,
  path,
  title,
  heading,
  anchor,
  text,
})
const team = passage('/about', 'about-team', 'About Us', 'Meet Our Team', 'Our leadership team: Daniel Okafor, Founder and CEO, and Priya Raman, CTO.')
const offer = passage('/special-offer', 'phases-heading', 'Free AI Workflow Automation Offer', 'The phases', 'A 2-hour workshop, a 2-week build, a 1-week user test and a 1-week go-live.')
const pricing = passage('/services/sales-ai', 'sales-bundles-heading', 'Sales AI', 'Enterprise bundles', 'Fixed-fee bundles: Revenue Copilot, Predictable Pipeline.')
const elsewhere = passage('/not-a-page', '', 'Gone', '', 'A page that is not in the registry: never a source, even about the leadership team.')
/** Enough passages for more than one embeddings batch. */
const filler = Array.from({ length: MAX_EMBEDDING_INPUTS }, (_, i) => passage(`/blog/page-${i}`, '', `Filler ${i}`, '', `Unrelated words number ${i}.`))
const knowledgeFile: KnowledgeFile = { brand: site.brandName, passages: [team, offer, pricing, elsewhere, ...filler] }

/** A vector per text: a question about the team points at the team passage. */
function fakeVector(text: string): number[] {
  return [text.includes('team') ? 1 : 0, text.includes('build') ? 1 : 0, 0.1]
}

function startEngine(overrides: Partial<ChatEngineDeps> = {}) {
  const requests: PromptMessage[][] = []
  const deps: ChatEngineDeps = {
    embed: vi.fn(async (texts: string[]) => texts.map(fakeVector)),
    streamReply: vi.fn(async (messages: PromptMessage[], { onToken }) => {
      requests.push(messages)
      for (const token of ['Our ', 'team ', 'is great.']) onToken(token)
      return { text: 'Our team is great.', truncated: false }
    }),
    loadKnowledge: vi.fn(async () => knowledgeFile),
    ...overrides,
  }
  const actor = createActor(createChatMachine(deps), { input: chatInput() }).start()
  return { actor, deps, requests }
}

/** The chat is idle and the knowledge base has finished embedding (or given up for now). */
async function settled(actor: ReturnType<typeof startEngine>['actor']) {
  await waitFor(actor, (s) => s.matches('idle'))
  const knowledgeBase = actor.getSnapshot().children.knowledgeBase
  if (knowledgeBase) await waitFor(knowledgeBase, (s) => s.hasTag('embedded') || s.hasTag('embeddings-failed') || s.hasTag('unavailable'))
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

  it('answers from the best passages with their sources, loading the knowledge once and embedding it in batches kept for the next visit', async () => {
    const { actor, deps, requests } = startEngine()
    actor.send({ type: 'chat.submit', text: 'Who is on your leadership team?' })
    await settled(actor)

    expect(deps.loadKnowledge).toHaveBeenCalledTimes(1)
    expect(deps.embed).toHaveBeenCalledWith(['Who is on your leadership team?'], expect.any(AbortSignal))
    const batches = vi.mocked(deps.embed).mock.calls.map(([texts]) => texts).filter((texts) => texts.length > 1 || texts[0] !== 'Who is on your leadership team?')
    expect(batches.map((texts) => texts.length)).toEqual([MAX_EMBEDDING_INPUTS, knowledgeFile.passages.length - MAX_EMBEDDING_INPUTS])
    expect(batches.flat()).toEqual(knowledgeFile.passages.map(passageEmbeddingText))
    expect(window.localStorage.getItem(EMBEDDING_CACHE_KEY)).not.toBeNull()

    const system = requests[0]?.[0]
    expect(system?.role).toBe('system')
    // The team passage ranks first and is named by its source line.
    expect(system?.content).toContain(`[source: ${team.id}] About Us: Meet Our Team\n${team.text}`)
    expect(passageIdsInPrompt(system?.content ?? '')[0]).toBe(team.id)
    expect(requests[0]?.at(-1)).toEqual({ role: 'user', content: 'Who is on your leadership team?' })
    const answer = actor.getSnapshot().context.messages.at(-1)
    expect(answer).toMatchObject({ kind: 'answer', text: 'Our team is great.', status: 'complete' })
    // Sources: site pages only, each link once, best first.
    expect(answer?.sources?.[0]).toEqual({ title: 'About Us', heading: 'Meet Our Team', href: '/about#about-team' })
    expect(answer?.sources?.some((source) => source.href === '/not-a-page')).toBe(false)

    // The next visitor (a new machine) pays only for the question, and gets hybrid ranking at once.
    const next = startEngine()
    next.actor.send({ type: 'chat.submit', text: 'And the team?' })
    await settled(next.actor)
    expect(next.deps.embed).toHaveBeenCalledTimes(1)
  })

  it('ends an answer cut at the length limit at its last full sentence', async () => {
    const { actor } = startEngine({
      streamReply: async (_messages, { onToken }) => {
        onToken('Our leadership team is seven people. Daniel Okafor leads')
        return { text: 'Our leadership team is seven people. Daniel Okafor leads', truncated: true }
      },
    })
    actor.send({ type: 'chat.submit', text: 'Who is on your leadership team?' })
    await settled(actor)
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ text: 'Our leadership team is seven people.', truncated: true, sources: [{ href: '/about#about-team' }] })
  })

  it("says the day's budget is spent when the proxy says so, without logging a failure", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const spent = Object.assign(new Error('Spent'), { status: 503, code: 'daily_budget_spent' })
    const { actor } = startEngine({ streamReply: async () => Promise.reject(spent), isBudgetSpent })
    actor.send({ type: 'chat.submit', text: 'Hello' })
    await settled(actor)
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ kind: 'error', text: chatText.budgetSpent, budgetSpent: true })
    expect(warn).not.toHaveBeenCalledWith('Chat assistant: the reply failed.', expect.anything())
  })

  it('keeps the conversation in sessionStorage and restores it', async () => {
    const { actor } = startEngine()
    actor.send({ type: 'chat.submit', text: 'What is the price of Sales AI?' })
    await settled(actor)
    const saved = loadConversation()
    expect(saved).toEqual(actor.getSnapshot().context.messages)
    expect(saved?.at(-1)).toMatchObject({ bookCall: true, question: 'What is the price of Sales AI?' })

    const restored = createActor(createChatMachine(startEngine().deps), { input: chatInput() }).start()
    expect(restored.getSnapshot().context.messages).toEqual(saved)
  })

  it('answers by words when the embeddings call fails, logging it, and tries the knowledge embeddings again later', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { actor, requests } = startEngine({ embed: async () => Promise.reject(new Error('503')) })
    actor.send({ type: 'chat.submit', text: 'Who is on your leadership team?' })
    await settled(actor)
    expect(warn).toHaveBeenCalledWith('Chat assistant: the question could not be embedded; ranking by its words.', expect.any(Error))
    expect(warn).toHaveBeenCalledWith('Chat assistant: the knowledge could not be embedded; ranking by words until a later try.', expect.any(Error))
    expect(window.localStorage.getItem(EMBEDDING_CACHE_KEY)).toBeNull()
    // Ranked by words: the team passage leads the context.
    expect(requests[0]?.[0]?.content).toContain(`Context:\n[source: ${team.id}]`)
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ kind: 'answer', sources: [{ href: '/about#about-team' }] })
  })

  it('answers without knowledge when the knowledge file cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { actor, requests } = startEngine({ loadKnowledge: async () => Promise.reject(new Error('HTTP 404')) })
    actor.send({ type: 'chat.submit', text: 'Hello' })
    await settled(actor)
    expect(warn).toHaveBeenCalledWith('Chat assistant: the knowledge could not be loaded; answering without it.', expect.any(Error))
    expect(requests[0]?.[0]?.content).toContain('(No context is available for this question.)')
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ kind: 'answer', sources: [] })
  })

  it('shows the connection apology when the reply fails, logging it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { actor } = startEngine({ streamReply: async () => Promise.reject(new Error('down')) })
    actor.send({ type: 'chat.submit', text: 'Hello' })
    await settled(actor)
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

  it('round-trips a conversation through sessionStorage, with an answer’s sources, truncation and the budget notice', () => {
    saveConversation(conversation)
    expect(loadConversation()).toEqual(conversation)
    const withSources: ChatMessage[] = [
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
        sources: [{ title: 'About Us', heading: 'Meet Our Team', href: '/about#about-team' }],
      },
      { id: 'msg-3', role: 'assistant', kind: 'error', text: chatText.budgetSpent, budgetSpent: true },
    ]
    saveConversation(withSources)
    expect(loadConversation()).toEqual(withSources)
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
