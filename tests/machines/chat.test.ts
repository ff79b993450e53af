// @vitest-environment jsdom
import { createActor, waitFor, type InspectionEvent } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { chatMachine, chatSelectors, fromReplyStream, historyForPrompt, type ChatInput, type ChatMessage, type ReplyInput, type ReplyResult } from '@machines/chat.machine'

const texts = {
  greeting: 'Hello! How can I help?',
  failed: 'Trouble connecting.',
  empty: 'No response.',
  budgetSpent: 'Budget spent: use the contact form.',
  allowanceSpent: 'Allowance spent: use the contact form.',
}
const source = { title: 'Sales AI', heading: 'Stacks', href: '/services/sales-ai#stacks' }

/** A reply stream the test drives: emit tokens, then finish or fail. */
interface StreamCall {
  input: ReplyInput
  signal: AbortSignal
  token: (text: string) => void
  /** Ends the reply: by default with the words streamed so far, as a complete, unsigned answer. */
  finish: (result?: Partial<ReplyResult>) => void
  fail: (error: unknown) => void
  /** Resolves once the machine's adapter has seen the reply settle (it registered first). */
  settled: () => Promise<void>
}

interface StartOptions {
  input?: Partial<ChatInput>
  suggestsCall?: (question: string, reply: string) => boolean
  isBudgetSpent?: (error: unknown) => boolean
  isAllowanceSpent?: (error: unknown) => boolean
  inspect?: (event: InspectionEvent) => void
}

function startChat(options: StartOptions = {}) {
  const streams: StreamCall[] = []
  const calls = {
    persisted: [] as (readonly ChatMessage[])[],
    replyFailures: [] as unknown[],
  }
  const machine = chatMachine.provide({
    actors: {
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
            finish: (result = {}) => resolve({ text, truncated: false, ...result }),
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
      reportReplyFailure: (_, params) => void calls.replyFailures.push(params.error),
    },
    guards: {
      suggestsCall: (_, params) => (options.suggestsCall ?? (() => false))(params.question, params.reply),
      isBudgetSpent: (_, params) => (options.isBudgetSpent ?? (() => false))(params.error),
      isAllowanceSpent: (_, params) => (options.isAllowanceSpent ?? (() => false))(params.error),
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
    const before = streams.length
    actor.send({ type: 'chat.submit', text })
    await waitFor(actor, (s) => s.matches({ answering: 'loading' }))
    if (streams.length === before) throw new Error('no reply stream started')
    return lastStream()
  }
  return { actor, calls, streams, messages, ask }
}

/** Waits until the first words of the answer are on screen. */
const streaming = (actor: ReturnType<typeof startChat>['actor']) => waitFor(actor, (s) => chatSelectors.isStreaming(s))

describe('chat machine', () => {
  it('shows the chat to an inspector (what ?inspect attaches), with no knowledge base of its own: the server ranks', async () => {
    const machineIds = new Set<string>()
    const { ask } = startChat({
      inspect: (event) => {
        if (event.type === '@xstate.snapshot' && 'machine' in event.snapshot) machineIds.add(String((event.snapshot as { machine: { id: string } }).machine.id))
      },
    })
    await ask('What does Sales AI do?')
    expect([...machineIds]).toEqual(['chat'])
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
    expect(calls.persisted).toEqual([])
  })

  it('answers a question: thinking, then streamed tokens, then idle with the answer, its sources and signature', async () => {
    const { actor, calls, messages, streams } = startChat()
    actor.send({ type: 'chat.submit', text: '  What does Sales AI do?  ' })
    expect(chatSelectors.isBusy(actor.getSnapshot())).toBe(true)
    expect(chatSelectors.isThinking(actor.getSnapshot())).toBe(true)
    expect(chatSelectors.canSend(actor.getSnapshot())).toBe(false)
    expect(messages().at(-1)).toMatchObject({ role: 'user', kind: 'question', text: 'What does Sales AI do?' })
    expect(calls.persisted).toHaveLength(1)

    await waitFor(actor, (s) => s.matches({ answering: 'loading' }))
    const stream = streams[0]
    if (!stream) throw new Error('no reply stream started')
    expect(stream.input).toEqual({ question: 'What does Sales AI do?', history: [] })

    stream.token('It lifts ')
    await streaming(actor)
    expect(chatSelectors.isThinking(actor.getSnapshot())).toBe(false)
    expect(messages().at(-1)).toMatchObject({ role: 'assistant', kind: 'answer', text: 'It lifts ', status: 'streaming' })
    stream.token('win rates by 24%.')
    stream.finish({ sources: [source], signature: 'signed-by-the-server', unanswerable: false })
    await waitFor(actor, (s) => s.matches('idle'))

    expect(messages().at(-1)).toEqual({
      id: expect.any(String),
      role: 'assistant',
      kind: 'answer',
      text: 'It lifts win rates by 24%.',
      status: 'complete',
      question: 'What does Sales AI do?',
      bookCall: false,
      sources: [source],
      signature: 'signed-by-the-server',
    })
    expect(messages()).toHaveLength(3)
    expect(new Set(messages().map((m) => m.id)).size).toBe(3)
    expect(calls.persisted.at(-1)).toEqual(messages())
  })

  it('ignores a submit while a reply is pending', async () => {
    const { actor, messages, ask, streams } = startChat()
    const stream = await ask('First question')
    actor.send({ type: 'chat.submit', text: 'Second question' })
    stream.token('Answer')
    await streaming(actor)
    actor.send({ type: 'chat.submit', text: 'Third question' })
    expect(messages().filter((m) => m.kind === 'question').map((m) => m.text)).toEqual(['First question'])
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
    stream.finish({ text: 'Hello there.', signature: 'sig' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toMatchObject({ kind: 'answer', text: 'Hello there.', status: 'complete', question: 'Hi', signature: 'sig' })
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
    stream.finish({ signature: 'too late' })
    await stream.settled()
    expect(messages().at(-1)).toMatchObject({ kind: 'answer', text: 'Here is a partial', status: 'stopped' })
    // Unsigned: the server signs only an answer it finished, so this one never goes back as history.
    expect(messages().at(-1)?.signature).toBeUndefined()
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
    stream.finish({ text: '' })
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

  it('offers the contact form, and no call, under an answer that says nothing on the site answers the question', async () => {
    const { actor, messages, ask } = startChat({ suggestsCall: () => true })
    const stream = await ask('How much is a pizza in Naples?')
    stream.token("I don't know.")
    stream.finish({ sources: [], signature: 'sig', unanswerable: true })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toMatchObject({ kind: 'answer', text: "I don't know.", sources: [], offersContact: true, bookCall: false, question: 'How much is a pizza in Naples?' })
  })

  it('keeps the text the reply ends with (an answer cut at the length limit, cut back by the app), marked truncated, with its sources', async () => {
    const { actor, messages, ask } = startChat()
    const stream = await ask('What does Sales AI do?')
    stream.token('It lifts win rates by 24%. It also shortens the sales ')
    await streaming(actor)
    stream.token('cycle by')
    stream.finish({ text: 'It lifts win rates by 24%.', truncated: true, sources: [source], signature: 'sig' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toMatchObject({ kind: 'answer', text: 'It lifts win rates by 24%.', status: 'complete', truncated: true, sources: [source], signature: 'sig' })
  })

  it.each([
    ['budget', 'budgetSpent'],
    ['allowance', 'allowanceSpent'],
  ] as const)("says the day's %s is spent, instead of the apology, offering the contact form with the question", async (limit, text) => {
    const spent = Object.assign(new Error(limit), { status: limit === 'budget' ? 503 : 429 })
    const { actor, calls, messages, ask } = startChat({ isBudgetSpent: (error) => limit === 'budget' && error === spent, isAllowanceSpent: (error) => limit === 'allowance' && error === spent })
    const stream = await ask('What does Sales AI do?')
    stream.fail(spent)
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toEqual({ id: expect.any(String), role: 'assistant', kind: 'error', text: texts[text], offersContact: true, question: 'What does Sales AI do?' })
    expect(calls.replyFailures).toEqual([])

    // Any other failure still gets the apology.
    const next = await ask('Again?')
    next.fail(new Error('500'))
    await waitFor(actor, (s) => s.matches('idle'))
    expect(messages().at(-1)).toEqual({ id: expect.any(String), role: 'assistant', kind: 'error', text: texts.failed })
  })

  it('sends the newest messages as history: questions and signed answers, without the greeting, apologies, unsigned answers or the question itself', async () => {
    const restored: ChatMessage[] = [
      { id: 'greeting', role: 'assistant', kind: 'greeting', text: texts.greeting },
      ...Array.from({ length: 6 }, (_, i): ChatMessage[] => [
        { id: `msg-${i * 2 + 1}`, role: 'user', kind: 'question', text: `Q${i}` },
        i === 5
          ? { id: `msg-${i * 2 + 2}`, role: 'assistant', kind: 'error', text: texts.failed }
          : i === 3
            ? { id: `msg-${i * 2 + 2}`, role: 'assistant', kind: 'answer', text: `A${i}`, status: 'stopped', question: `Q${i}`, bookCall: false }
            : { id: `msg-${i * 2 + 2}`, role: 'assistant', kind: 'answer', text: `A${i}`, status: 'complete', question: `Q${i}`, bookCall: false, signature: `sig${i}` },
      ]).flat(),
    ]
    const { ask } = startChat({ input: { messages: restored, historyLimit: 4 } })
    const stream = await ask('Newest')
    expect(stream.input.history.map((m) => m.text)).toEqual(['Q3', 'Q4', 'A4', 'Q5'])
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
  it('keeps questions and signed answers with words in them, newest last, at most the limit', () => {
    const m = (id: string, kind: ChatMessage['kind'], text: string, signature?: string): ChatMessage => ({
      id,
      role: kind === 'question' ? 'user' : 'assistant',
      kind,
      text,
      ...(signature ? { signature } : {}),
    })
    const all = [m('g', 'greeting', 'Hi'), m('1', 'question', 'Q1'), m('2', 'error', 'Sorry'), m('3', 'question', 'Q2'), m('4', 'answer', ' ', 's'), m('5', 'answer', 'A2', 's'), m('6', 'answer', 'Unsigned')]
    expect(historyForPrompt(all, 10).map((x) => x.id)).toEqual(['1', '3', '5'])
    expect(historyForPrompt(all, 2).map((x) => x.id)).toEqual(['3', '5'])
    expect(historyForPrompt(all, 0)).toEqual([])
  })
})
