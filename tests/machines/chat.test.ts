// @vitest-environment jsdom
import { createActor, fromPromise, waitFor, type InspectionEvent } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import {
  chatMachine,
  chatSelectors,
  endAtLastSentence,
  fromReplyStream,
  historyForPrompt,
  type ChatInput,
  type ChatMessage,
  type ReplyInput,
  type ReplyResult,
} from '@machines/chat.machine'
import { knowledgeBaseMachine, type LoadedKnowledge, type RetrieveInput } from '@machines/knowledge-base.machine'

const texts = { greeting: 'Hello! How can I help?', failed: 'Trouble connecting.', empty: 'No response.', budgetSpent: 'Budget spent: use the contact form.' }
const passage = { id: '/services/sales-ai#stacks', path: '/services/sales-ai', title: 'Sales AI', heading: 'Stacks', anchor: 'stacks', text: 'Sales AI lifts win rates by 24%.' }
const loaded: LoadedKnowledge = { knowledge: { passages: [passage] }, embeddings: [[1, 0]] }
const source = { title: 'Sales AI', heading: 'Stacks', href: '/services/sales-ai#stacks' }

/** A reply stream the test drives: emit tokens, then finish or fail. */
interface StreamCall {
  input: ReplyInput
  signal: AbortSignal
  token: (text: string) => void
  finish: (text?: string, truncated?: boolean) => void
  fail: (error: unknown) => void
  /** Resolves once the machine's adapter has seen the reply settle (it registered first). */
  settled: () => Promise<void>
}

interface StartOptions {
  input?: Partial<ChatInput>
  embed?: (text: string) => Promise<number[]>
  load?: () => Promise<LoadedKnowledge>
  suggestsCall?: (question: string, reply: string) => boolean
  isBudgetSpent?: (error: unknown) => boolean
  inspect?: (event: InspectionEvent) => void
}

function startChat(options: StartOptions = {}) {
  const streams: StreamCall[] = []
  const calls = {
    embed: vi.fn(options.embed ?? (async () => [1, 0])),
    load: vi.fn(options.load ?? (async () => loaded)),
    retrieve: vi.fn(async ({ knowledge }: RetrieveInput) => ({ passages: knowledge.passages, sources: knowledge.passages.length ? [source] : [] })),
    persisted: [] as (readonly ChatMessage[])[],
    embeddingFailures: [] as unknown[],
    replyFailures: [] as unknown[],
  }
  const machine = chatMachine.provide({
    actors: {
      embedQuestion: fromPromise(({ input }) => calls.embed(input.text)),
      knowledgeBase: knowledgeBaseMachine.provide({
        actors: {
          load: fromPromise(() => calls.load()),
          retrieve: fromPromise(({ input }) => calls.retrieve(input)),
        },
      }),
      streamReply: fromReplyStream((input, { onToken, signal }) => {
        let text = ''
        const reply: Promise<ReplyResult> = new Promise<ReplyResult>((resolve, reject) => {
          streams.push({
            input,
            signal,
            token: (t) => {
              text += t
              onToken(t)
            },
            finish: (whole, truncated = false) => resolve({ text: whole ?? text, truncated }),
            fail: reject,
            settled: () => reply.then(
              () => undefined,
              () => undefined,
            ),
          })
        })
        return reply
      }),
    },
    actions: {
      persistMessages: (_, params) => void calls.persisted.push(params.messages),
      reportEmbeddingFailure: (_, params) => void calls.embeddingFailures.push(params.error),
      reportReplyFailure: (_, params) => void calls.replyFailures.push(params.error),
    },
    guards: {
      suggestsCall: (_, params) => (options.suggestsCall ?? (() => false))(params.question, params.reply),
      isBudgetSpent: (_, params) => (options.isBudgetSpent ?? (() => false))(params.error),
    },
  })
  const actor = createActor(machine, {
    input: { texts, maxMessageChars: 100, historyLimit: 10, ...options.input },
    ...(options.inspect ? { inspect: options.inspect } : {}),
  }).start()
  const messages = () => actor.getSnapshot().context.messages
  const lastStream = () => {
    const stream = streams.at(-1)
    if (!stream) throw new Error('no reply stream started')
    return stream
  }
  /** Sends a question and waits for the reply stream to start. */
  const ask = async (text: string) => {
    actor.send({ type: 'chat.submit', text })
    await waitFor(actor, (s) => s.matches({ answering: { generating: 'loading' } }))
    return lastStream()
  }
  return { actor, calls, streams, messages, ask }
}

/** Waits until the first words of the answer are on screen. */
const streaming = (actor: ReturnType<typeof startChat>['actor']) => waitFor(actor, (s) => chatSelectors.isStreaming(s))

describe('chat machine', () => {
  it('shows both machines to an inspector (what ?inspect attaches): the chat and its knowledge base', async () => {
    const machineIds = new Set<string>()
    const { ask } = startChat({
      inspect: (event) => {
        if (event.type === '@xstate.snapshot' && 'machine' in event.snapshot) machineIds.add(String((event.snapshot as { machine: { id: string } }).machine.id))
      },
    })
    await ask('What does Sales AI do?')
    expect([...machineIds].sort()).toEqual(['chat', 'knowledgeBase'])
  })

  it('starts idle with the greeting alone and is ready to send', () => {
    const { actor, messages } = startChat()
    expect(messages()).toEqual([{ id: 'greeting', role: 'assistant', kind: 'greeting', text: texts.greeting }])
    const s = actor.getSnapshot()
    expect(chatSelectors.canSend(s)).toBe(true)
    expect(chatSelectors.isBusy(s)).toBe(false)
    expect(chatSelectors.isStreaming(s)).toBe(false)
  })

  it('ignores a message that is blank after trimming', async () => {
    const { actor, calls, messages } = startChat()
    actor.send({ type: 'chat.submit', text: '   \n\t ' })
    // Events are handled as they are sent: nothing is left to wait for.
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(messages()).toHaveLength(1)
    expect(calls.embed).not.toHaveBeenCalled()
    expect(calls.persisted).toEqual([])
  })

  it('answers a question: thinking, then streamed tokens, then idle with the whole answer', async () => {
    const { actor, calls, messages, streams } = startChat()
    actor.send({ type: 'chat.submit', text: '  What does Sales AI do?  ' })
    expect(chatSelectors.isBusy(actor.getSnapshot())).toBe(true)
    expect(chatSelectors.isThinking(actor.getSnapshot())).toBe(true)
    expect(chatSelectors.canSend(actor.getSnapshot())).toBe(false)
    expect(messages().at(-1)).toMatchObject({ role: 'user', kind: 'question', text: 'What does Sales AI do?' })
    expect(calls.persisted).toHaveLength(1)

    await waitFor(actor, (s) => s.matches({ answering: { generating: 'loading' } }))
    const stream = streams[0]
    if (!stream) throw new Error('no reply stream started')
    expect(calls.embed).toHaveBeenCalledWith('What does Sales AI do?')
    expect(calls.retrieve).toHaveBeenCalledWith({ knowledge: loaded.knowledge, embeddings: loaded.embeddings, question: 'What does Sales AI do?', embedding: [1, 0] })
    expect(stream.input).toEqual({ question: 'What does Sales AI do?', passages: [passage], history: [] })

    stream.token('It lifts ')
    await streaming(actor)
    expect(chatSelectors.isThinking(actor.getSnapshot())).toBe(false)
    expect(messages().at(-1)).toMatchObject({ role: 'assistant', kind: 'answer', text: 'It lifts ', status: 'streaming' })
    stream.token('win rates by 24%.')
    stream.finish()
    await waitFor(actor, (s) => s.matches('idle'))

    expect(messages().at(-1)).toMatchObject({
      role: 'assistant',
      kind: 'answer',
      text: 'It lifts win rates by 24%.',
      status: 'complete',
      question: 'What does Sales AI do?',
      bookCall: false,
      sources: [source],
    })
    expect(messages().at(-1)?.truncated).toBeUndefined()
    expect(messages()).toHaveLength(3)
    expect(new Set(messages().map((m) => m.id)).size).toBe(3)
    expect(calls.persisted.at(-1)).toEqual(messages())
  })

  it('ignores a submit while a reply is pending', async () => {
    const { actor, calls, messages, ask, streams } = startChat()
    const stream = await ask('First question')
    actor.send({ type: 'chat.submit', text: 'Second question' })
    stream.token('Answer')
    await streaming(actor)
    actor.send({ type: 'chat.submit', text: 'Third question' })
    expect(messages().filter((m) => m.kind === 'question').map((m) => m.text)).toEqual(['First question'])
    expect(calls.embed).toHaveBeenCalledTimes(1)
    expect(streams).toHaveLength(1)
  })

  it('records that a reply should offer a call when the app says so', async () => {
    const suggestsCall = vi.fn((question: string) => /price/i.test(question))
    const { actor, messages, ask } = startChat({ suggestsCall })
    const stream = await ask('What is the price of Sales AI?')
    stream.token('It starts from $95K.')
    stream.finish()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toMatchObject({ bookCall: true, question: 'What is the price of Sales AI?' })
    expect(suggestsCall).toHaveBeenCalledWith('What is the price of Sales AI?', 'It starts from $95K.')
  })

  it('takes a reply that arrives whole, without tokens', async () => {
    const { actor, messages, ask } = startChat()
    const stream = await ask('Hi')
    stream.finish('Hello there.')
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toMatchObject({ kind: 'answer', text: 'Hello there.', status: 'complete', question: 'Hi' })
  })

  it('stops a streaming reply, keeps the words so far and aborts the request', async () => {
    const { actor, calls, messages, ask } = startChat()
    const stream = await ask('Tell me everything')
    stream.token('Here is a partial')
    await streaming(actor)
    actor.send({ type: 'chat.stop' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(stream.signal.aborted).toBe(true)
    stream.token(' that arrives too late')
    stream.finish()
    await stream.settled()
    expect(messages().at(-1)).toMatchObject({ kind: 'answer', text: 'Here is a partial', status: 'stopped' })
    expect(calls.persisted.at(-1)).toEqual(messages())
    expect(chatSelectors.canSend(actor.getSnapshot())).toBe(true)
  })

  it('stops while thinking without adding an answer', async () => {
    const { actor, messages, ask } = startChat()
    const stream = await ask('Question')
    actor.send({ type: 'chat.stop' })
    expect(stream.signal.aborted).toBe(true)
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(messages().map((m) => m.kind)).toEqual(['greeting', 'question'])
  })

  it('starts a new conversation with the greeting alone, stopping a reply in progress', async () => {
    const { actor, calls, messages, ask } = startChat()
    const first = await ask('First')
    first.token('One')
    first.finish()
    await waitFor(actor, (s) => s.matches('idle'))
    const second = await ask('Second')
    second.token('Two')
    await streaming(actor)
    actor.send({ type: 'chat.reset' })
    expect(second.signal.aborted).toBe(true)
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(messages()).toEqual([{ id: 'greeting', role: 'assistant', kind: 'greeting', text: texts.greeting }])
    expect(calls.persisted.at(-1)).toEqual(messages())
  })

  it('shows the connection apology when the call fails before any token', async () => {
    const failure = new Error('503')
    const { actor, calls, messages, ask } = startChat()
    const stream = await ask('Question')
    stream.fail(failure)
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toMatchObject({ role: 'assistant', kind: 'error', text: texts.failed })
    expect(messages().filter((m) => m.kind === 'answer')).toEqual([])
    expect(calls.replyFailures).toEqual([failure])
    expect(calls.persisted.at(-1)).toEqual(messages())
  })

  it('shows the could-not-generate apology for an empty reply', async () => {
    const { actor, messages, ask } = startChat()
    const stream = await ask('Question')
    stream.finish('')
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toMatchObject({ kind: 'error', text: texts.empty })
  })

  it('treats a reply of whitespace tokens as empty, leaving no blank bubble', async () => {
    const { actor, messages, ask } = startChat()
    const stream = await ask('Question')
    stream.token('')
    stream.token('  ')
    // Blank tokens leave the 'Thinking...' bubble up.
    expect(chatSelectors.isThinking(actor.getSnapshot())).toBe(true)
    stream.token('\n')
    stream.finish()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().map((m) => m.kind)).toEqual(['greeting', 'question', 'error'])
    expect(messages().at(-1)?.text).toBe(texts.empty)
  })

  it('keeps the words of a stream that breaks, marks them interrupted and adds the apology', async () => {
    const { actor, calls, messages, ask } = startChat()
    const stream = await ask('Question')
    stream.token('Half an ans')
    await streaming(actor)
    stream.fail(new TypeError('network error'))
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().slice(-2)).toMatchObject([
      { kind: 'answer', text: 'Half an ans', status: 'interrupted' },
      { kind: 'error', text: texts.failed },
    ])
    expect(calls.replyFailures).toHaveLength(1)
  })

  it('still answers when the question cannot be embedded, with an empty vector', async () => {
    const failure = new Error('embeddings down')
    const { actor, calls, messages, ask } = startChat({ embed: async () => Promise.reject(failure) })
    const stream = await ask('Question')
    expect(calls.embeddingFailures).toEqual([failure])
    expect(calls.retrieve).toHaveBeenCalledWith({ knowledge: loaded.knowledge, embeddings: loaded.embeddings, question: 'Question', embedding: [] })
    stream.token('Answer')
    stream.finish()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toMatchObject({ kind: 'answer', text: 'Answer' })
  })

  it('still answers, without context or sources, when the knowledge fails to load', async () => {
    const { actor, messages, ask } = startChat({ load: async () => Promise.reject(new Error('knowledge.json: HTTP 404')) })
    const stream = await ask('Question')
    expect(stream.input.passages).toEqual([])
    expect(actor.getSnapshot().children.knowledgeBase?.getSnapshot().value).toEqual({ unavailable: 'idle' })
    stream.token('Answer')
    stream.finish()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toMatchObject({ kind: 'answer', text: 'Answer', sources: [] })
  })

  it('waits for the knowledge base while it initialises, then answers; it initialises only once', async () => {
    let finishInit: (knowledge: LoadedKnowledge) => void = () => {}
    const { actor, calls, ask } = startChat({ load: () => new Promise((resolve) => (finishInit = resolve)) })
    actor.send({ type: 'chat.submit', text: 'First' })
    await waitFor(actor, (s) => s.matches({ answering: 'retrieving' }))
    // The knowledge base has started initialising (and has not finished): the question waits.
    const knowledgeBase = actor.getSnapshot().children.knowledgeBase
    if (!knowledgeBase) throw new Error('no knowledge base')
    await waitFor(knowledgeBase, (s) => s.hasTag('loading'))
    expect(calls.load).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches({ answering: 'retrieving' })).toBe(true)
    expect(chatSelectors.isThinking(actor.getSnapshot())).toBe(true)
    finishInit(loaded)
    await waitFor(actor, (s) => s.matches({ answering: { generating: 'loading' } }))
    expect(actor.getSnapshot().context.retrievedPassages).toEqual([passage])
    actor.send({ type: 'chat.stop' })
    const second = await ask('Second')
    second.finish('Done')
    await waitFor(actor, (s) => s.matches('idle'))
    expect(calls.load).toHaveBeenCalledTimes(1)
  })

  it('ignores the context of a question that was stopped while waiting for it', async () => {
    let finishInit: (knowledge: LoadedKnowledge) => void = () => {}
    const { actor, calls, streams } = startChat({ load: () => new Promise((resolve) => (finishInit = resolve)) })
    actor.send({ type: 'chat.submit', text: 'First' })
    await waitFor(actor, (s) => s.matches({ answering: 'retrieving' }))
    actor.send({ type: 'chat.stop' })
    actor.send({ type: 'chat.submit', text: 'Second' })
    await waitFor(actor, (s) => s.matches({ answering: 'retrieving' }))
    finishInit(loaded)
    await waitFor(actor, (s) => s.matches({ answering: { generating: 'loading' } }))
    // Both requests answered: the knowledge base has nothing left to send.
    const knowledgeBase = actor.getSnapshot().children.knowledgeBase
    if (!knowledgeBase) throw new Error('no knowledge base')
    await waitFor(knowledgeBase, (s) => s.matches({ ready: { serving: 'idle' } }) && s.context.pending.length === 0)
    expect(calls.retrieve).toHaveBeenCalledTimes(2)
    expect(streams.map((s) => s.input.question)).toEqual(['Second'])
    expect(streams[0]?.input.history.map((m) => m.text)).toEqual(['First'])
  })

  it('ends an answer cut at the length limit at its last full sentence, marked truncated, with its sources', async () => {
    const { actor, messages, ask } = startChat()
    const stream = await ask('What does Sales AI do?')
    stream.token('It lifts win rates by 24%. It also shortens the sales ')
    await streaming(actor)
    stream.token('cycle by')
    stream.finish(undefined, true)
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toMatchObject({ kind: 'answer', text: 'It lifts win rates by 24%.', status: 'complete', truncated: true, sources: [source] })
  })

  it('ends an unstreamed truncated answer the same way', async () => {
    const { actor, messages, ask } = startChat()
    const stream = await ask('What does Sales AI do?')
    stream.finish('First sentence! Second one is cut', true)
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toMatchObject({ kind: 'answer', text: 'First sentence!', truncated: true })
  })

  it("says the day's budget is spent, instead of the apology, when the proxy says so", async () => {
    const spent = Object.assign(new Error('503'), { status: 503 })
    const { actor, calls, messages, ask } = startChat({ isBudgetSpent: (error) => error === spent })
    const stream = await ask('What does Sales AI do?')
    stream.fail(spent)
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toEqual({ id: expect.any(String), role: 'assistant', kind: 'error', text: texts.budgetSpent, budgetSpent: true })
    expect(calls.replyFailures).toEqual([])

    // Any other failure still gets the apology.
    const next = await ask('Again?')
    next.fail(new Error('500'))
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toMatchObject({ kind: 'error', text: texts.failed })
    expect(messages().at(-1)?.budgetSpent).toBeUndefined()
  })

  it('sends the newest messages as history, without the greeting, apologies or the question itself', async () => {
    const restored: ChatMessage[] = [
      { id: 'greeting', role: 'assistant', kind: 'greeting', text: texts.greeting },
      ...Array.from({ length: 6 }, (_, i): ChatMessage[] => [
        { id: `msg-${i * 2 + 1}`, role: 'user', kind: 'question', text: `Q${i}` },
        i === 5
          ? { id: `msg-${i * 2 + 2}`, role: 'assistant', kind: 'error', text: texts.failed }
          : { id: `msg-${i * 2 + 2}`, role: 'assistant', kind: 'answer', text: `A${i}`, status: 'complete', question: `Q${i}`, bookCall: false },
      ]).flat(),
    ]
    const { ask } = startChat({ input: { messages: restored, historyLimit: 4 } })
    const stream = await ask('Newest')
    expect(stream.input.history.map((m) => m.text)).toEqual(['A3', 'Q4', 'A4', 'Q5'])
    expect(stream.input.question).toBe('Newest')
  })

  it('restores a conversation and numbers new messages after it', async () => {
    const restored: ChatMessage[] = [
      { id: 'greeting', role: 'assistant', kind: 'greeting', text: texts.greeting },
      { id: 'msg-7', role: 'user', kind: 'question', text: 'Earlier' },
      { id: 'msg-8', role: 'assistant', kind: 'answer', text: 'Half', status: 'streaming', question: 'Earlier' },
    ]
    const { messages, ask } = startChat({ input: { messages: restored } })
    expect(messages()[2]).toMatchObject({ status: 'stopped' })
    await ask('Later')
    expect(messages().at(-1)).toMatchObject({ id: 'msg-9', text: 'Later' })
  })

  it('cuts a question longer than the limit', async () => {
    const { messages, ask } = startChat({ input: { maxMessageChars: 10 } })
    const stream = await ask(`  ${'x'.repeat(25)}  `)
    expect(messages().at(-1)?.text).toBe('x'.repeat(10))
    expect(stream.input.question).toBe('x'.repeat(10))
  })

  it('persists the conversation after each change, not after each token', async () => {
    const { actor, calls, ask } = startChat()
    const stream = await ask('Question')
    expect(calls.persisted).toHaveLength(1)
    stream.token('a')
    stream.token('b')
    await waitFor(actor, (s) => s.context.messages.at(-1)?.text === 'ab')
    expect(calls.persisted).toHaveLength(1)
    stream.finish()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(calls.persisted).toHaveLength(2)
    actor.send({ type: 'chat.reset' })
    expect(calls.persisted).toHaveLength(3)
  })
})

describe('historyForPrompt', () => {
  it('keeps questions and answers with words in them, newest last, at most the limit', () => {
    const m = (id: string, kind: ChatMessage['kind'], text: string): ChatMessage => ({ id, role: kind === 'question' ? 'user' : 'assistant', kind, text })
    const all = [m('g', 'greeting', 'Hi'), m('1', 'question', 'Q1'), m('2', 'error', 'Sorry'), m('3', 'question', 'Q2'), m('4', 'answer', ' '), m('5', 'answer', 'A2')]
    expect(historyForPrompt(all, 10).map((x) => x.id)).toEqual(['1', '3', '5'])
    expect(historyForPrompt(all, 2).map((x) => x.id)).toEqual(['3', '5'])
    expect(historyForPrompt(all, 0)).toEqual([])
  })
})

describe('endAtLastSentence', () => {
  it('cuts a text back to its last full sentence', () => {
    expect(endAtLastSentence('One. Two! Three? Four is cut')).toBe('One. Two! Three?')
    expect(endAtLastSentence('He said "yes." Then')).toBe('He said "yes."')
    expect(endAtLastSentence('It costs 2.5 times less. Then we')).toBe('It costs 2.5 times less.')
    expect(endAtLastSentence('Complete sentence.')).toBe('Complete sentence.')
  })

  it('keeps a text without a full sentence, ending it with an ellipsis', () => {
    expect(endAtLastSentence('No sentence end here,')).toBe('No sentence end here…')
    expect(endAtLastSentence('   ')).toBe('')
  })
})
