import { assign, enqueueActions, fromCallback, fromPromise, not, setup } from 'xstate'
import { knowledgeBaseMachine, type AnswerSource, type KnowledgeBaseReply, type RetrievedPassage } from './knowledge-base.machine'

/**
 * The chat assistant's conversation: idle -> answering (embedding the question,
 * retrieving context, then generating: loading until the first token, streaming after
 * it) -> idle. Pure: every text, limit and side effect comes from the app.
 *
 * Events the widget sends:
 * - 'chat.submit' { text }: ask a question. Ignored when blank after trimming or while a
 *   reply is pending (tag 'busy'); text over `maxMessageChars` is cut to that length.
 * - 'chat.stop': stop the reply being generated; the words already streamed stay, marked
 *   'stopped'. Stopping before the first token leaves the question unanswered.
 * - 'chat.reset': 'New conversation': back to the greeting alone (stops any reply).
 * Internal: 'chat.token' { text }, 'chat.done' { text, truncated } and 'chat.error' { error }
 * from the reply stream, and 'kb.retrieved' (the passages and their sources) from the
 * knowledge base. An answer carries the sources of the passages its prompt held; one the
 * model stopped at its length limit (truncated) ends at its last full sentence and is
 * marked `truncated` (the widget links its top source to read on).
 *
 * Actors the app provides (plain data in and out, e.g. TanStack Query mutateAsync):
 * - `embedQuestion`: fromPromise<number[], { text }>. A failure is reported through
 *   `reportEmbeddingFailure` and the question goes on with an empty vector (ranked by its words).
 * - `knowledgeBase`: the knowledge-base machine, provided with its own actors; invoked
 *   once as the child 'knowledgeBase' and initialised on the first question.
 * - `streamReply`: a callback actor that sends 'chat.token' per token and ends with
 *   'chat.done' or 'chat.error', aborting its request when stopped. Build it from a
 *   promise-returning streaming function with `fromReplyStream`.
 * Actions the app provides:
 * - `persistMessages` { messages }: after every change of the conversation except single
 *   tokens (a question added, a reply or error settled, a stop, a reset).
 * - `reportEmbeddingFailure` { error }, `reportReplyFailure` { error }: logging.
 * Guards the app provides:
 * - `suggestsCall` { question, reply }: whether a 'Book a call' action goes under a reply.
 * - `isBudgetSpent` { error }: the proxy's daily budget is spent; the apology is then the
 *   `budgetSpent` text, offering the contact form, instead of `failed`.
 *
 * Read with the tags 'busy', 'loading' (the 'Thinking...' bubble), 'streaming' and
 * 'ready', or with the selectors at the end of this file.
 */

export type ChatRole = 'user' | 'assistant'

/**
 * greeting: the assistant's first message; question: the visitor's; answer: a reply
 * (possibly partial); error: an apology in place of a reply. Greeting and error
 * bubbles are never sent back to the model.
 */
export type ChatMessageKind = 'greeting' | 'question' | 'answer' | 'error'

export type { AnswerSource, RetrievedPassage }

export interface ChatMessage {
  /** Stable within a conversation: a list key. */
  id: string
  role: ChatRole
  kind: ChatMessageKind
  text: string
  /** answer only: 'streaming' while tokens arrive; 'stopped' by the visitor; 'interrupted' when the stream broke. */
  status?: 'streaming' | 'complete' | 'stopped' | 'interrupted'
  /** answer only: the question it answers. */
  question?: string
  /** answer only: show a 'Book a call' action under it. */
  bookCall?: boolean
  /** answer only: the pages its context came from, best first, each once. */
  sources?: readonly AnswerSource[]
  /** answer only: the model reached its length limit; the text ends at its last full sentence. */
  truncated?: boolean
  /** error only: the assistant's daily budget is spent (the widget offers the contact form). */
  budgetSpent?: boolean
}

export interface ChatTexts {
  greeting: string
  /** A failed call (or a stream that broke). */
  failed: string
  /** An empty reply. */
  empty: string
  /** The assistant's daily budget is spent: one calm sentence pointing to the contact form. */
  budgetSpent: string
}

export interface ChatInput {
  texts: ChatTexts
  /** A conversation to restore (e.g. from sessionStorage); the greeting alone when absent or empty. */
  messages?: readonly ChatMessage[]
  /** Longer questions are cut to this many characters. */
  maxMessageChars: number
  /** How many earlier messages go with a question (the newest). */
  historyLimit: number
}

/** What the reply stream gets: the question, the passages of its context and the conversation before it. */
export interface ReplyInput {
  question: string
  passages: readonly RetrievedPassage[]
  history: readonly ChatMessage[]
}

/** How a reply stream ended: its whole text, and whether the model stopped at its length limit. */
export interface ReplyResult {
  text: string
  truncated: boolean
}

export type ChatEvent =
  | { type: 'chat.submit'; text: string }
  | { type: 'chat.stop' }
  | { type: 'chat.reset' }
  | { type: 'chat.token'; text: string }
  | { type: 'chat.done'; text: string; truncated?: boolean }
  | { type: 'chat.error'; error: unknown }
  | KnowledgeBaseReply

export interface ChatContext {
  texts: ChatTexts
  messages: readonly ChatMessage[]
  maxMessageChars: number
  historyLimit: number
  /** The question being answered. */
  question: string
  questionEmbedding: readonly number[]
  retrievedPassages: readonly RetrievedPassage[]
  retrievedSources: readonly AnswerSource[]
  /** The id of the answer bubble being streamed, once the first token arrived. */
  answerId: string | null
  /** Numbers message ids and retrieval requests. */
  counter: number
}

/**
 * The conversation as the model should see it: questions and answers only (no greeting,
 * no error bubbles, no empty answers), the newest `limit` of them.
 */
export function historyForPrompt(messages: readonly ChatMessage[], limit: number): ChatMessage[] {
  const relevant = messages.filter((m) => (m.kind === 'question' || m.kind === 'answer') && m.text.trim() !== '')
  return limit > 0 ? relevant.slice(-limit) : []
}

/** Turns a question typed by the visitor into what is sent: trimmed, at most `max` characters. */
export function normaliseQuestion(text: string, max: number): string {
  return text.trim().slice(0, max).trimEnd()
}

function greetingMessage(texts: ChatTexts): ChatMessage {
  return { id: 'greeting', role: 'assistant', kind: 'greeting', text: texts.greeting }
}

/** The next free number after the restored ids, so new ids never collide with them. */
function counterAfter(messages: readonly ChatMessage[]): number {
  return messages.reduce((max, m) => Math.max(max, Number(/^msg-(\d+)$/.exec(m.id)?.[1] ?? 0)), 0) + 1
}

/**
 * A text cut back to its last full sentence (ending in . ! ? or …, possibly followed by a
 * closing quote or bracket). A text with no full sentence keeps its words and ends in '…'.
 */
export function endAtLastSentence(text: string): string {
  const trimmed = text.trimEnd()
  const ends = [...trimmed.matchAll(/[.!?…]["'”’)\]]*(?=\s|$)/g)]
  const last = ends.at(-1)
  if (!last) return trimmed === '' ? '' : `${trimmed.replace(/[\s,;:–—-]+$/, '')}…`
  return trimmed.slice(0, last.index + last[0].length)
}

/** A streaming function (e.g. a mutation's mutateAsync) as the `streamReply` callback actor; a bare string is a reply that ended normally. */
export type ReplyStreamFunction = (
  input: ReplyInput,
  options: { onToken: (token: string) => void; signal: AbortSignal },
) => Promise<string | ReplyResult>

/**
 * Adapts a promise-returning streaming function to the callback actor the machine
 * invokes: tokens become 'chat.token', the result 'chat.done' (truncated when the model
 * stopped at its length limit), a rejection 'chat.error'.
 * Stopping the actor aborts the signal; nothing is sent after that.
 */
export function fromReplyStream(run: ReplyStreamFunction) {
  return fromCallback<{ type: 'never' }, ReplyInput>(({ input, sendBack }) => {
    const controller = new AbortController()
    const send = (event: ChatEvent) => {
      if (!controller.signal.aborted) sendBack(event)
    }
    run(input, { onToken: (text) => send({ type: 'chat.token', text }), signal: controller.signal }).then(
      (result) => send(typeof result === 'string' ? { type: 'chat.done', text: result } : { type: 'chat.done', text: result.text, truncated: result.truncated }),
      (error: unknown) => send({ type: 'chat.error', error }),
    )
    return () => controller.abort()
  })
}

/** The text of the answer being streamed. */
const answerText = (context: ChatContext) => context.messages.find((m) => m.id === context.answerId)?.text ?? ''

type AnswerSettlement = { status: 'complete' | 'stopped' | 'interrupted'; bookCall: boolean; truncated?: boolean }

const chatSetup = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
    tags: {} as 'busy' | 'loading' | 'streaming' | 'ready',
  },
  actors: {
    embedQuestion: fromPromise<number[], { text: string }>(async () => []),
    knowledgeBase: knowledgeBaseMachine,
    streamReply: fromReplyStream(async () => ''),
  },
  actions: {
    addQuestion: assign(({ context }, params: { text: string }) => {
      const question = normaliseQuestion(params.text, context.maxMessageChars)
      const message: ChatMessage = { id: `msg-${context.counter}`, role: 'user', kind: 'question', text: question }
      return {
        messages: [...context.messages, message],
        question,
        questionEmbedding: [],
        retrievedPassages: [],
        retrievedSources: [],
        answerId: null,
        counter: context.counter + 1,
      }
    }),
    storeEmbedding: assign({ questionEmbedding: (_, params: { embedding: readonly number[] }) => params.embedding }),
    initialiseKnowledge: enqueueActions(({ enqueue }) => enqueue.sendTo('knowledgeBase', { type: 'kb.init' })),
    askKnowledgeBase: enqueueActions(({ context, self, enqueue }) =>
      enqueue.sendTo('knowledgeBase', {
        type: 'kb.retrieve',
        requestId: context.counter,
        question: context.question,
        embedding: context.questionEmbedding,
        replyTo: self,
      }),
    ),
    storeRetrieval: assign((_, params: { passages: readonly RetrievedPassage[]; sources: readonly AnswerSource[] }) => ({
      retrievedPassages: params.passages,
      retrievedSources: params.sources,
    })),
    startAnswer: assign(({ context }, params: { text: string }) => {
      const id = `msg-${context.counter}`
      const answer: ChatMessage = {
        id,
        role: 'assistant',
        kind: 'answer',
        text: params.text,
        status: 'streaming',
        question: context.question,
        bookCall: false,
        sources: context.retrievedSources,
      }
      return { messages: [...context.messages, answer], answerId: id, counter: context.counter + 1 }
    }),
    appendToken: assign({
      messages: ({ context }, params: { text: string }) =>
        context.messages.map((m) => (m.id === context.answerId ? { ...m, text: m.text + params.text } : m)),
    }),
    /** Settles the streamed answer; one that holds no words is dropped; a truncated one ends at its last full sentence. */
    settleAnswer: assign(({ context }, params: AnswerSettlement) => ({
      messages: context.messages.flatMap((m) => {
        if (m.id !== context.answerId) return [m]
        if (m.text.trim() === '') return []
        const settled: ChatMessage = { ...m, status: params.status, bookCall: params.bookCall }
        return [params.truncated ? { ...settled, text: endAtLastSentence(m.text), truncated: true } : settled]
      }),
      answerId: null,
    })),
    /** The whole reply at once, when it came without tokens. */
    addWholeAnswer: assign(({ context }, params: { text: string; bookCall: boolean; truncated?: boolean }) => {
      const answer: ChatMessage = {
        id: `msg-${context.counter}`,
        role: 'assistant',
        kind: 'answer',
        text: params.truncated ? endAtLastSentence(params.text) : params.text,
        status: 'complete',
        question: context.question,
        bookCall: params.bookCall,
        sources: context.retrievedSources,
        ...(params.truncated ? { truncated: true } : {}),
      }
      return { messages: [...context.messages, answer], counter: context.counter + 1 }
    }),
    addError: assign(({ context }, params: { text: 'failed' | 'empty' | 'budgetSpent' }) => {
      const message: ChatMessage = {
        id: `msg-${context.counter}`,
        role: 'assistant',
        kind: 'error',
        text: context.texts[params.text],
        ...(params.text === 'budgetSpent' ? { budgetSpent: true } : {}),
      }
      return { messages: [...context.messages, message], counter: context.counter + 1 }
    }),
    resetConversation: assign(({ context }) => ({
      messages: [greetingMessage(context.texts)],
      question: '',
      questionEmbedding: [],
      retrievedPassages: [],
      retrievedSources: [],
      answerId: null,
    })),
    persistMessages: (_, _params: { messages: readonly ChatMessage[] }) => {},
    reportEmbeddingFailure: (_, _params: { error: unknown }) => {},
    reportReplyFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    canAsk: ({ context }, params: { text: string }) => normaliseQuestion(params.text, context.maxMessageChars) !== '',
    isOwnRetrieval: ({ context }, params: { requestId: number }) => params.requestId === context.counter,
    hasAnswer: ({ context }) => context.answerId !== null,
    isBlank: (_, params: { text: string }) => params.text.trim() === '',
    answerIsBlank: ({ context }) => answerText(context).trim() === '',
    suggestsCall: (_, _params: { question: string; reply: string }) => false,
    isBudgetSpent: (_, _params: { error: unknown }) => false,
  },
})

const persist = { type: 'persistMessages', params: ({ context }: { context: ChatContext }) => ({ messages: context.messages }) } as const
/** Asks the app whether the streamed answer (so far) should offer a call. */
const offersCall = {
  type: 'suggestsCall',
  params: ({ context }: { context: ChatContext }) => ({ question: context.question, reply: answerText(context) }),
} as const

export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  context: ({ input }) => {
    const restored = input.messages && input.messages.length > 0 ? [...input.messages] : [greetingMessage(input.texts)]
    return {
      texts: input.texts,
      // A conversation restored mid-reply shows what had arrived, as stopped.
      messages: restored.map((m) => (m.status === 'streaming' ? { ...m, status: 'stopped' as const } : m)),
      maxMessageChars: input.maxMessageChars,
      historyLimit: input.historyLimit,
      question: '',
      questionEmbedding: [],
      retrievedPassages: [],
      retrievedSources: [],
      answerId: null,
      counter: counterAfter(restored),
    }
  },
  invoke: { id: 'knowledgeBase', systemId: 'knowledgeBase', src: 'knowledgeBase' },
  initial: 'idle',
  on: {
    'chat.reset': { target: '.idle', actions: ['resetConversation', persist] },
  },
  states: {
    idle: {
      tags: ['ready'],
      on: {
        'chat.submit': {
          guard: { type: 'canAsk', params: ({ event }) => ({ text: event.text }) },
          target: 'answering',
          actions: [{ type: 'addQuestion', params: ({ event }) => ({ text: event.text }) }, persist, 'initialiseKnowledge'],
        },
      },
    },
    answering: {
      tags: ['busy'],
      initial: 'embedding',
      on: {
        'chat.stop': [
          // Before the first token: nothing to keep, the question stays unanswered.
          { guard: not('hasAnswer'), target: 'idle' },
          { guard: offersCall, target: 'idle', actions: [{ type: 'settleAnswer', params: { status: 'stopped', bookCall: true } }, persist] },
          { target: 'idle', actions: [{ type: 'settleAnswer', params: { status: 'stopped', bookCall: false } }, persist] },
        ],
      },
      states: {
        embedding: {
          tags: ['loading'],
          invoke: {
            src: 'embedQuestion',
            input: ({ context }) => ({ text: context.question }),
            onDone: { target: 'retrieving', actions: { type: 'storeEmbedding', params: ({ event }) => ({ embedding: event.output }) } },
            // Logged only: with an empty vector the passages are ranked by the question's words.
            onError: { target: 'retrieving', actions: { type: 'reportEmbeddingFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        retrieving: {
          tags: ['loading'],
          entry: 'askKnowledgeBase',
          on: {
            'kb.retrieved': {
              guard: { type: 'isOwnRetrieval', params: ({ event }) => ({ requestId: event.requestId }) },
              target: 'generating',
              actions: { type: 'storeRetrieval', params: ({ event }) => ({ passages: event.passages, sources: event.sources }) },
            },
          },
        },
        generating: {
          invoke: {
            src: 'streamReply',
            input: ({ context }) => ({
              question: context.question,
              passages: context.retrievedPassages,
              // The conversation before the question (which is the last message).
              history: historyForPrompt(context.messages.slice(0, -1), context.historyLimit),
            }),
          },
          initial: 'loading',
          states: {
            loading: {
              tags: ['loading'],
              on: {
                'chat.token': [
                  // Empty tokens (a role-only first chunk) do not end the 'Thinking...' bubble.
                  { guard: { type: 'isBlank', params: ({ event }) => ({ text: event.text }) } },
                  { target: 'streaming', actions: { type: 'startAnswer', params: ({ event }) => ({ text: event.text }) } },
                ],
                'chat.done': [
                  {
                    guard: { type: 'isBlank', params: ({ event }) => ({ text: event.text }) },
                    target: '#chat.idle',
                    actions: [{ type: 'addError', params: { text: 'empty' } }, persist],
                  },
                  {
                    guard: { type: 'suggestsCall', params: ({ context, event }) => ({ question: context.question, reply: event.text }) },
                    target: '#chat.idle',
                    actions: [{ type: 'addWholeAnswer', params: ({ event }) => ({ text: event.text, bookCall: true, truncated: event.truncated === true }) }, persist],
                  },
                  {
                    target: '#chat.idle',
                    actions: [{ type: 'addWholeAnswer', params: ({ event }) => ({ text: event.text, bookCall: false, truncated: event.truncated === true }) }, persist],
                  },
                ],
                'chat.error': [
                  {
                    // The proxy's daily budget is spent: a calm word and the contact form, not the apology.
                    guard: { type: 'isBudgetSpent', params: ({ event }) => ({ error: event.error }) },
                    target: '#chat.idle',
                    actions: [{ type: 'addError', params: { text: 'budgetSpent' } }, persist],
                  },
                  {
                    target: '#chat.idle',
                    actions: [
                      { type: 'reportReplyFailure', params: ({ event }) => ({ error: event.error }) },
                      { type: 'addError', params: { text: 'failed' } },
                      persist,
                    ],
                  },
                ],
              },
            },
            streaming: {
              tags: ['streaming'],
              on: {
                'chat.token': { actions: { type: 'appendToken', params: ({ event }) => ({ text: event.text }) } },
                'chat.done': [
                  // Only whitespace arrived: that is an empty reply.
                  {
                    guard: 'answerIsBlank',
                    target: '#chat.idle',
                    actions: [{ type: 'settleAnswer', params: { status: 'complete', bookCall: false } }, { type: 'addError', params: { text: 'empty' } }, persist],
                  },
                  {
                    guard: offersCall,
                    target: '#chat.idle',
                    actions: [{ type: 'settleAnswer', params: ({ event }) => ({ status: 'complete', bookCall: true, truncated: event.truncated === true }) }, persist],
                  },
                  {
                    target: '#chat.idle',
                    actions: [{ type: 'settleAnswer', params: ({ event }) => ({ status: 'complete', bookCall: false, truncated: event.truncated === true }) }, persist],
                  },
                ],
                // The words that arrived stay (marked interrupted), followed by the apology.
                'chat.error': [
                  {
                    guard: offersCall,
                    target: '#chat.idle',
                    actions: [
                      { type: 'reportReplyFailure', params: ({ event }) => ({ error: event.error }) },
                      { type: 'settleAnswer', params: { status: 'interrupted', bookCall: true } },
                      { type: 'addError', params: { text: 'failed' } },
                      persist,
                    ],
                  },
                  {
                    target: '#chat.idle',
                    actions: [
                      { type: 'reportReplyFailure', params: ({ event }) => ({ error: event.error }) },
                      { type: 'settleAnswer', params: { status: 'interrupted', bookCall: false } },
                      { type: 'addError', params: { text: 'failed' } },
                      persist,
                    ],
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
})

/** The slices of a chat snapshot the widget reads (select them one by one). */
type ChatSnapshotLike = { context: ChatContext; hasTag: (tag: 'busy' | 'loading' | 'streaming' | 'ready') => boolean }

export const chatSelectors = {
  messages: (s: ChatSnapshotLike) => s.context.messages,
  /** A reply is pending: input and send are disabled. */
  isBusy: (s: ChatSnapshotLike) => s.hasTag('busy'),
  /** Waiting for the first token: show the 'Thinking...' bubble. */
  isThinking: (s: ChatSnapshotLike) => s.hasTag('loading'),
  /** Tokens are arriving: show a stop button. */
  isStreaming: (s: ChatSnapshotLike) => s.hasTag('streaming'),
  /** A question can be sent now (the input's text still has to be non-blank). */
  canSend: (s: ChatSnapshotLike) => s.hasTag('ready'),
} as const
