import { assign, enqueueActions, fromCallback, setup } from 'xstate'

/**
 * The chat assistant's conversation: idle -> answering (loading until the first word,
 * the 'Thinking...' bubble; streaming after it) -> idle. The server ranks the site's
 * passages and writes the answer; this machine keeps the conversation. Pure: every text,
 * limit and side effect comes from the app.
 *
 * Events the widget sends:
 * - 'chat.submit' { text }: ask a question. Ignored when blank after trimming or while a
 *   reply is pending (tag 'busy'); text over `maxMessageChars` is cut to that length.
 * - 'chat.stop': stop the reply being written; the words already streamed stay, marked
 *   'stopped'. Stopping before the first word leaves the question unanswered.
 * - 'chat.reset': 'New conversation': back to the greeting alone (stops any reply).
 * Internal, from the reply stream: 'chat.token' { text } per piece, then 'chat.done' (the
 * whole text, whether the model stopped at its length limit, and what the server said at
 * the end of the turn: its sources, its signature, whether nothing on the site answered)
 * or 'chat.error' { error }. The done text replaces the streamed words: an answer cut at
 * the length limit ends at its last full sentence (the app cuts it) and is marked
 * `truncated` (the widget links its top source to read on); an answer to a question
 * nothing on the site answers offers the contact form instead of a call.
 *
 * Actors the app provides:
 * - `streamReply`: a callback actor that sends 'chat.token' per piece and ends with
 *   'chat.done' or 'chat.error', aborting its request when stopped. Build it from a
 *   promise-returning streaming function with `fromReplyStream`.
 * Actions the app provides:
 * - `persistMessages` { messages }: after every change of the conversation except single
 *   tokens (a question added, a reply or error settled, a stop, a reset).
 * - `reportReplyFailure` { error }: logging.
 * Guards the app provides:
 * - `suggestsCall` { question, reply }: whether a 'Book a call' action goes under a reply.
 * - `isBudgetSpent` { error }, `isAllowanceSpent` { error }: the proxy refused the question
 *   for a daily limit (the site's budget; this visitor's allowance or address share). The
 *   apology is then the `budgetSpent` or `allowanceSpent` text, offering the contact
 *   form, instead of `failed`.
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

/** A source shown under an answer: a page (at a heading) the answer drew on. */
export interface AnswerSource {
  title: string
  heading: string
  href: string
}

export interface ChatMessage {
  /** Stable within a conversation: a list key. */
  id: string
  role: ChatRole
  kind: ChatMessageKind
  text: string
  /** answer only: 'streaming' while tokens arrive; 'stopped' by the visitor; 'interrupted' when the stream broke. */
  status?: 'streaming' | 'complete' | 'stopped' | 'interrupted'
  /** answer, and an error that offers the contact form: the question it answers. */
  question?: string
  /** answer only: show a 'Book a call' action under it. */
  bookCall?: boolean
  /** answer only: the pages it drew on, best first, each once. */
  sources?: readonly AnswerSource[]
  /** answer only: the model reached its length limit; the text ends at its last full sentence. */
  truncated?: boolean
  /** answer only: the server's signature of the text, sent back with it as history (a stopped or broken answer has none). */
  signature?: string
  /**
   * Offer the contact form, with the question in its message: an answer that says nothing on
   * the site answers the question, or an error saying a daily limit is reached.
   */
  offersContact?: boolean
}

export interface ChatTexts {
  greeting: string
  /** A failed call (or a stream that broke). */
  failed: string
  /** An empty reply. */
  empty: string
  /** The assistant's daily budget is spent: one calm sentence pointing to the contact form. */
  budgetSpent: string
  /** This visitor's daily questions (or their network address's share) are spent: likewise. */
  allowanceSpent: string
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

/** What the reply stream gets: the question and the conversation before it (as the model may see it). */
export interface ReplyInput {
  question: string
  history: readonly ChatMessage[]
}

/** How a reply stream ended: its text, and what the server said at the end of the turn. */
export interface ReplyResult {
  /** The reply's text as it is kept (the app cuts a reply that reached the length limit at its last full sentence). */
  text: string
  /** The model stopped at its length limit. */
  truncated: boolean
  sources?: readonly AnswerSource[]
  signature?: string
  /** Nothing on the site answers the question (the text says so). */
  unanswerable?: boolean
}

export type ChatEvent =
  | { type: 'chat.submit'; text: string }
  | { type: 'chat.stop' }
  | { type: 'chat.reset' }
  | { type: 'chat.token'; text: string }
  | ({ type: 'chat.done' } & ReplyResult)
  | { type: 'chat.error'; error: unknown }

export interface ChatContext {
  texts: ChatTexts
  messages: readonly ChatMessage[]
  maxMessageChars: number
  historyLimit: number
  /** The question being answered. */
  question: string
  /** The id of the answer bubble being streamed, once the first token arrived. */
  answerId: string | null
  /** Numbers message ids. */
  counter: number
}

/**
 * The conversation as the model may see it: questions, and the answers the server signed
 * (no greeting, no error bubbles, no stopped or broken answers: the server would drop an
 * unsigned answer anyway), the newest `limit` of them.
 */
export function historyForPrompt(messages: readonly ChatMessage[], limit: number): ChatMessage[] {
  const relevant = messages.filter((m) => (m.kind === 'question' || (m.kind === 'answer' && m.signature)) && m.text.trim() !== '')
  return limit > 0 ? relevant.slice(-limit) : []
}

/** Turns a question typed by the visitor into what is sent: trimmed, at most `max` characters. */
export function normaliseQuestion(text: string, max: number): string {
  return text.trim().slice(0, max).trimEnd()
}

function greetingMessage(texts: ChatTexts): ChatMessage {
  return {
    id: 'greeting',
    role: 'assistant',
    kind: 'greeting',
    text: texts.greeting,
  }
}

/** The next free number after the restored ids, so new ids never collide with them. */
function counterAfter(messages: readonly ChatMessage[]): number {
  return messages.reduce((max, m) => Math.max(max, Number(/^msg-(\d+)$/.exec(m.id)?.[1] ?? 0)), 0) + 1
}

/** A streaming function (e.g. a mutation's mutateAsync) as the `streamReply` callback actor; a bare string is a reply that ended normally. */
export type ReplyStreamFunction = (input: ReplyInput, options: { onToken: (token: string) => void; signal: AbortSignal }) => Promise<string | ReplyResult>

/**
 * Adapts a promise-returning streaming function to the callback actor the machine
 * invokes: tokens become 'chat.token', the result 'chat.done', a rejection 'chat.error'.
 * Stopping the actor aborts the signal; nothing is sent after that.
 */
export function fromReplyStream(run: ReplyStreamFunction) {
  return fromCallback<{ type: 'never' }, ReplyInput>(({ input, sendBack }) => {
    const controller = new AbortController()
    const send = (event: ChatEvent) => {
      if (!controller.signal.aborted) sendBack(event)
    }
    run(input, { onToken: (text) => send({ type: 'chat.token', text }), signal: controller.signal }).then(
      (result) => send(typeof result === 'string' ? { type: 'chat.done', text: result, truncated: false } : { type: 'chat.done', ...result }),
      (error: unknown) => send({ type: 'chat.error', error }),
    )
    return () => controller.abort()
  })
}

/** The text of the answer being streamed. */
const answerText = (context: ChatContext) => context.messages.find((m) => m.id === context.answerId)?.text ?? ''

/** How an answer ends: settled in place (streamed) or added whole (it came without tokens). */
type AnswerEnding = { status: 'complete' | 'stopped' | 'interrupted'; bookCall: boolean } & Partial<Omit<ReplyResult, 'text'>>

/** The fields an ending adds to the answer: only those that say something. */
function endingFields({ status, bookCall, truncated, sources, signature, unanswerable }: AnswerEnding): Partial<ChatMessage> {
  return {
    status,
    bookCall,
    ...(sources ? { sources } : {}),
    ...(signature ? { signature } : {}),
    ...(truncated ? { truncated: true } : {}),
    ...(unanswerable ? { offersContact: true } : {}),
  }
}

type ErrorText = 'failed' | 'empty' | 'budgetSpent' | 'allowanceSpent'

const chatSetup = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
    tags: {} as 'busy' | 'loading' | 'streaming' | 'ready',
  },
  actors: {
    streamReply: fromReplyStream(async () => ''),
  },
  actions: {
    addQuestion: assign(({ context }, params: { text: string }) => {
      const question = normaliseQuestion(params.text, context.maxMessageChars)
      const message: ChatMessage = { id: `msg-${context.counter}`, role: 'user', kind: 'question', text: question }
      return { messages: [...context.messages, message], question, answerId: null, counter: context.counter + 1 }
    }),
    startAnswer: assign(({ context }, params: { text: string }) => {
      const id = `msg-${context.counter}`
      const answer: ChatMessage = { id, role: 'assistant', kind: 'answer', text: params.text, status: 'streaming', question: context.question, bookCall: false }
      return { messages: [...context.messages, answer], answerId: id, counter: context.counter + 1 }
    }),
    appendToken: assign({
      messages: ({ context }, params: { text: string }) => context.messages.map((m) => (m.id === context.answerId ? { ...m, text: m.text + params.text } : m)),
    }),
    /** Settles the streamed answer, with the reply's final text when it ended normally; one that holds no words is dropped. */
    settleAnswer: assign(({ context }, params: AnswerEnding & { text?: string }) => ({
      messages: context.messages.flatMap((m) => {
        if (m.id !== context.answerId) return [m]
        if (m.text.trim() === '') return []
        return [{ ...m, ...endingFields(params), ...(params.text === undefined ? {} : { text: params.text }) }]
      }),
      answerId: null,
    })),
    /** The whole reply at once, when it came without tokens. */
    addWholeAnswer: assign(({ context }, params: AnswerEnding & { text: string }) => {
      const answer: ChatMessage = {
        id: `msg-${context.counter}`,
        role: 'assistant',
        kind: 'answer',
        text: params.text,
        question: context.question,
        ...endingFields(params),
      }
      return { messages: [...context.messages, answer], counter: context.counter + 1 }
    }),
    addError: assign(({ context }, params: { text: ErrorText }) => {
      const offersContact = params.text === 'budgetSpent' || params.text === 'allowanceSpent'
      const message: ChatMessage = {
        id: `msg-${context.counter}`,
        role: 'assistant',
        kind: 'error',
        text: context.texts[params.text],
        ...(offersContact ? { offersContact: true, question: context.question } : {}),
      }
      return { messages: [...context.messages, message], counter: context.counter + 1 }
    }),
    resetConversation: assign(({ context }) => ({ messages: [greetingMessage(context.texts)], question: '', answerId: null })),
    persistMessages: (_, _params: { messages: readonly ChatMessage[] }) => {},
    reportReplyFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    canAsk: ({ context }, params: { text: string }) => normaliseQuestion(params.text, context.maxMessageChars) !== '',
    isBlank: (_, params: { text: string }) => params.text.trim() === '',
    suggestsCall: (_, _params: { question: string; reply: string }) => false,
    isBudgetSpent: (_, _params: { error: unknown }) => false,
    isAllowanceSpent: (_, _params: { error: unknown }) => false,
  },
})

const persist = { type: 'persistMessages', params: ({ context }: { context: ChatContext }) => ({ messages: context.messages }) } as const

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
      answerId: null,
      counter: counterAfter(restored),
    }
  },
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
          actions: [{ type: 'addQuestion', params: ({ event }) => ({ text: event.text }) }, persist],
        },
      },
    },
    answering: {
      tags: ['busy'],
      invoke: {
        src: 'streamReply',
        input: ({ context }) => ({
          question: context.question,
          // The conversation before the question (which is the last message).
          history: historyForPrompt(context.messages.slice(0, -1), context.historyLimit),
        }),
      },
      on: {
        // The words that arrived stay, marked stopped; before the first word the question stays unanswered.
        'chat.stop': {
          target: 'idle',
          actions: [
            enqueueActions(({ context, check, enqueue }) => {
              if (context.answerId === null) return
              const bookCall = check({ type: 'suggestsCall', params: { question: context.question, reply: answerText(context) } })
              enqueue({ type: 'settleAnswer', params: { status: 'stopped', bookCall } })
            }),
            persist,
          ],
        },
        'chat.done': {
          target: 'idle',
          actions: [
            enqueueActions(({ context, event, check, enqueue }) => {
              const { type: _type, text: finalText, ...ending } = event
              const streamed = context.answerId !== null
              const text = finalText.trim() !== '' ? finalText : answerText(context)
              if (text.trim() === '') {
                // Nothing but whitespace: an empty reply (a streamed bubble with no words is dropped).
                if (streamed) enqueue({ type: 'settleAnswer', params: { status: 'complete', bookCall: false } })
                enqueue({ type: 'addError', params: { text: 'empty' } })
                return
              }
              // An answer that offers the contact form needs no call booked as well.
              const bookCall = !ending.unanswerable && check({ type: 'suggestsCall', params: { question: context.question, reply: text } })
              const settled = { status: 'complete' as const, bookCall, text, ...ending }
              enqueue(streamed ? { type: 'settleAnswer', params: settled } : { type: 'addWholeAnswer', params: settled })
            }),
            persist,
          ],
        },
        // The words that arrived stay (marked interrupted), followed by the apology.
        'chat.error': {
          target: 'idle',
          actions: [
            enqueueActions(({ context, event: { error }, check, enqueue }) => {
              // A daily limit gets its calm word and the contact form, not the apology (and is no failure to log).
              const text: ErrorText = check({ type: 'isBudgetSpent', params: { error } })
                ? 'budgetSpent'
                : check({ type: 'isAllowanceSpent', params: { error } })
                  ? 'allowanceSpent'
                  : 'failed'
              if (text === 'failed') enqueue({ type: 'reportReplyFailure', params: { error } })
              if (context.answerId !== null) {
                const bookCall = check({ type: 'suggestsCall', params: { question: context.question, reply: answerText(context) } })
                enqueue({ type: 'settleAnswer', params: { status: 'interrupted', bookCall } })
              }
              enqueue({ type: 'addError', params: { text } })
            }),
            persist,
          ],
        },
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
          },
        },
        streaming: {
          tags: ['streaming'],
          on: {
            'chat.token': { actions: { type: 'appendToken', params: ({ event }) => ({ text: event.text }) } },
          },
        },
      },
    },
  },
})

/** The slices of a chat snapshot the widget reads (select them one by one). */
type ChatSnapshotLike = {
  context: ChatContext
  hasTag: (tag: 'busy' | 'loading' | 'streaming' | 'ready') => boolean
}

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
