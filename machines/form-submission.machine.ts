import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { HONEYPOT_FIELD, type FieldErrors, type FormValues, type SendFailure } from './form-values'

export { HONEYPOT_FIELD, type FieldErrors, type FormValues, type SendFailure } from './form-values'

/** After a send ends, further submits are ignored this long (a double click never sends twice). */
export const RESUBMIT_COOLDOWN_MS = 600

/** Longest a visitor waits for a send before being told (the send itself goes on). */
export const SEND_TIMEOUT_MS = 15_000

/** A form's one check of its values: each field's first error, or (`output`) the values as they are sent. */
export interface Verdict<TOutput = FormValues> {
  errors: FieldErrors
  output: TOutput | null
}

/** What a form brings to the machine (loaded with the form's first use). */
export interface FormRules<TOutput, TSubject> {
  check: (values: FormValues) => Verdict<TOutput>
  /** Sends what check put out, with what the form is about; rejects with a SendFailure. */
  send: (output: TOutput, subject: TSubject) => Promise<void>
  /** What the visitor is told when a send outlasts SEND_TIMEOUT_MS. */
  timeoutFailure: SendFailure
}

export interface FormContext<TOutput, TSubject> {
  /** What the form is about (a webinar session, the topic of the link that opened it), as of the latest `form.subject`. */
  subject: TSubject
  /** The latest submit's check: the errors shown (an edit clears its field's), or what is sent. */
  verdict: Verdict<TOutput>
  failure: SendFailure | null
  /** Submits refused for invalid values: each one sends the visitor's focus to the first invalid field. */
  refusals: number
}

export type FormEvent<TSubject> =
  /** The values as they were when the visitor pressed submit (the form keeps them: it may go on typing). */
  | { type: 'form.submit'; values: FormValues }
  | { type: 'form.change'; field: string }
  | { type: 'form.subject'; subject: TSubject }

const unchecked = { errors: {}, output: null }

/**
 * One lead form's submissions: editing -> submitting -> success | failure. A submit is
 * checked once on its way in and its verdict kept in context; a passing one is sent.
 * After a failure, a retry is possible after a short cool-down; a send that outlasts
 * SEND_TIMEOUT_MS is shown as failed while its late answer is still awaited. A filled
 * honeypot ends in success without sending anything. The send is its only side effect:
 * the form keeps the values and reacts to the state (drafts, focus, toasts, navigation).
 */
export function formSubmissionMachine<TOutput, TSubject>(rules: FormRules<TOutput, TSubject>) {
  // The submit's verdict, just put in context, decides at once: send, or back with its errors shown.
  const decide = (refused: string) => ({
    always: [
      { guard: 'passed', target: '#formSubmission.submitting', reenter: true },
      { target: refused, actions: 'refuse' },
    ],
  }) as const
  // After a failed or timed-out send the submit button is disabled a moment (tag): a double click lands nowhere.
  const retryAfterCooldown = {
    initial: 'coolingDown',
    states: {
      coolingDown: { tags: ['coolingDown'], after: { cooldown: 'ready' } },
      ready: { on: { 'form.submit': { target: 'checking', actions: 'check' } } },
      checking: decide('ready'),
    },
  } as const

  return setup({
    types: { context: {} as FormContext<TOutput, TSubject>, events: {} as FormEvent<TSubject>, input: {} as { subject: TSubject } },
    actors: {
      send: fromPromise<void, { output: TOutput | null; subject: TSubject }>(({ input }) =>
        input.output === null ? Promise.reject(new Error('Nothing checked to send.')) : rules.send(input.output, input.subject),
      ),
    },
    actions: {
      check: assign({
        verdict: ({ event }) => {
          assertEvent(event, 'form.submit')
          return rules.check(event.values)
        },
      }),
      refuse: assign({ refusals: ({ context }) => context.refusals + 1 }),
      fail: assign({ failure: (_, failure: SendFailure) => failure }),
    },
    guards: {
      isBot: ({ event }) => event.type === 'form.submit' && (event.values[HONEYPOT_FIELD] ?? '') !== '',
      passed: ({ context }) => context.verdict.output !== null,
    },
    delays: { cooldown: RESUBMIT_COOLDOWN_MS, sendTimeout: SEND_TIMEOUT_MS },
  }).createMachine({
    id: 'formSubmission',
    context: ({ input }) => ({ subject: input.subject, verdict: unchecked, failure: null, refusals: 0 }),
    initial: 'editing',
    on: {
      // An edit clears that field's error at once.
      'form.change': {
        actions: assign({
          verdict: ({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.verdict.errors
            return { ...context.verdict, errors }
          },
        }),
      },
      'form.subject': { actions: assign({ subject: ({ event }) => event.subject }) },
    },
    states: {
      editing: { on: { 'form.submit': [{ guard: 'isBot', target: 'success' }, { target: 'checking', actions: 'check' }] } },
      checking: decide('editing'),
      /**
       * The send cannot be cancelled, so it is invoked here, around both waiting and
       * timedOut: after the timeout the visitor is told, yet a late answer still counts
       * (a late success replaces the failure). A second attempt replaces the first.
       */
      submitting: {
        entry: assign({ failure: null }),
        initial: 'waiting',
        states: {
          waiting: { tags: ['busy'], after: { sendTimeout: 'timedOut' } },
          timedOut: { tags: ['mayStillArrive'], entry: { type: 'fail', params: () => rules.timeoutFailure }, ...retryAfterCooldown },
        },
        invoke: {
          src: 'send',
          input: ({ context }) => ({ output: context.verdict.output, subject: context.subject }),
          onDone: 'success',
          onError: { target: 'failure', actions: { type: 'fail', params: ({ event }) => toFailure(event.error) } },
        },
      },
      // Not a final state: a late click (the page is about to change) lands here quietly.
      success: { tags: ['sent'] },
      failure: retryAfterCooldown,
    },
  })
}

export type FormMachine<TOutput = FormValues, TSubject = unknown> = ReturnType<typeof formSubmissionMachine<TOutput, TSubject>>

function toFailure(error: unknown): SendFailure {
  if (error && typeof error === 'object' && 'kind' in error && 'message' in error) return error as SendFailure
  return { kind: 'unknown', message: error instanceof Error ? error.message : 'Something unexpected happened.' }
}
