import { assign, fromPromise, raise, setup, stateIn } from 'xstate'
import { HONEYPOT_FIELD, type FieldErrors, type FormValues, type SendFailure } from './form-values'

export { HONEYPOT_FIELD, type FieldErrors, type FormValues, type SendFailure } from './form-values'

export interface FormContext {
  values: FormValues
  errors: FieldErrors
  failure: SendFailure | null
  timeoutFailure: SendFailure
}

export type FormEvent =
  | { type: 'form.change'; field: string; value: string }
  /** Values the visitor (or autofill) put into the fields before the page was interactive. */
  | { type: 'form.adopt'; values: FormValues }
  | { type: 'form.submit' }

export interface FormInput {
  initialValues: FormValues
  /** What the visitor is told when a send outlasts SEND_TIMEOUT_MS (words are the app's). */
  timeoutFailure?: SendFailure
}

/** After a send ends, further submits are ignored this long (a double click never sends twice). */
export const RESUBMIT_COOLDOWN_MS = 600

/** Longest a visitor waits for a send before being told (the send itself goes on). */
export const SEND_TIMEOUT_MS = 15_000

const defaultTimeoutFailure: SendFailure = { kind: 'timeout', message: 'The request timed out.' }

/**
 * After a failed or timed-out send: the submit button is disabled for a moment (tag),
 * so an impatient double click lands nowhere; then a valid submit sends again.
 */
const retryAfterCooldown = {
  initial: 'coolingDown',
  states: {
    coolingDown: { tags: ['coolingDown'], after: { cooldown: 'ready' } },
    ready: {
      on: {
        'form.submit': [
          { guard: 'isValid', target: '#formSubmission.submitting', reenter: true, actions: 'validateAll' },
          { actions: ['validateAll', 'focusFirstInvalid'] },
        ],
      },
    },
  },
} as const

/**
 * One lead form: restoring -> editing -> submitting -> success | failure (failure
 * keeps every value and allows a retry); a send that outlasts SEND_TIMEOUT_MS is
 * shown as failed while its late answer is still awaited. Validation, sending and every side effect (draft
 * storage, focus, toasts, navigation) are supplied by the app. A filled honeypot
 * ends in success without sending anything.
 */
export const formSubmissionMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput,
  },
  actors: {
    restoreDraft: fromPromise<FormValues | null>(async () => null),
    /** The send itself (the app supplies a TanStack Query mutation's mutateAsync). */
    submit: fromPromise<void, FormValues>(async () => {}),
  },
  actions: {
    setValue: assign({
      values: ({ context }, params: { field: string; value: string }) => ({ ...context.values, [params.field]: params.value }),
    }),
    /** A restored draft or pre-fill fills only fields that are still blank: the visitor's own typing wins. */
    fillBlankValues: assign({
      values: ({ context }, params: { values: FormValues }) => {
        const filled = { ...context.values }
        for (const [field, value] of Object.entries(params.values)) {
          if ((filled[field] ?? '') === '') filled[field] = value
        }
        return filled
      },
    }),
    /** Typing found in the DOM at hydration replaces whatever the machine started with. */
    adoptTypedValues: assign({
      values: ({ context }, params: { values: FormValues }) => {
        const typed = Object.entries(params.values).filter(([, value]) => value !== '')
        return { ...context.values, ...Object.fromEntries(typed) }
      },
    }),
    /** Clears a field's error as soon as the visitor edits it. */
    clearFieldError: assign({
      errors: ({ context }, params: { field: string }) => {
        const { [params.field]: _removed, ...rest } = context.errors
        return rest
      },
    }),
    // The form's own rules replace these two (see withValidation).
    validateAll: assign({ errors: () => ({}) }),
    rememberFailure: assign({ failure: (_, params: { failure: SendFailure }) => params.failure }),
    forgetFailure: assign({ failure: null }),
    saveDraft: () => {},
    clearDraft: () => {},
    focusFirstInvalid: () => {},
    reportSuccess: () => {},
    reportFailure: (_, _params: { failure: SendFailure }) => {},
  },
  guards: {
    isBot: ({ context }) => (context.values[HONEYPOT_FIELD] ?? '') !== '',
    isValid: () => true,
  },
  delays: { cooldown: RESUBMIT_COOLDOWN_MS, sendTimeout: SEND_TIMEOUT_MS },
}).createMachine({
  id: 'formSubmission',
  context: ({ input }) => ({
    values: { ...input.initialValues },
    errors: {},
    failure: null,
    timeoutFailure: input.timeoutFailure ?? defaultTimeoutFailure,
  }),
  initial: 'restoring',
  on: {
    'form.change': {
      actions: [
        { type: 'setValue', params: ({ event }) => ({ field: event.field, value: event.value }) },
        { type: 'clearFieldError', params: ({ event }) => ({ field: event.field }) },
        'saveDraft',
      ],
    },
    'form.adopt': {
      actions: [{ type: 'adoptTypedValues', params: ({ event }) => ({ values: event.values }) }, 'saveDraft'],
    },
  },
  states: {
    /**
     * A submit that arrives while the draft is being read (the machine starts with the
     * form's first use, which may be the submit itself) is kept and made once editing.
     */
    restoring: {
      initial: 'quiet',
      states: {
        quiet: { on: { 'form.submit': 'submitAsked' } },
        submitAsked: {},
      },
      invoke: {
        src: 'restoreDraft',
        onDone: [
          {
            guard: stateIn('#formSubmission.restoring.submitAsked'),
            target: 'editing',
            actions: [{ type: 'fillBlankValues', params: ({ event }) => ({ values: event.output ?? {} }) }, raise({ type: 'form.submit' })],
          },
          {
            target: 'editing',
            actions: { type: 'fillBlankValues', params: ({ event }) => ({ values: event.output ?? {} }) },
          },
        ],
        onError: [{ guard: stateIn('#formSubmission.restoring.submitAsked'), target: 'editing', actions: raise({ type: 'form.submit' }) }, { target: 'editing' }],
      },
    },
    editing: {
      on: {
        'form.submit': [
          { guard: 'isBot', target: 'success' },
          { guard: 'isValid', target: 'submitting', actions: 'validateAll' },
          { actions: ['validateAll', 'focusFirstInvalid'] },
        ],
      },
    },
    /**
     * The send cannot be cancelled, so it is invoked here, around both waiting and
     * timedOut: after the timeout the visitor is told, yet a late answer still counts
     * (a late success replaces the failure and moves on to success).
     */
    submitting: {
      entry: 'forgetFailure',
      initial: 'waiting',
      states: {
        waiting: { tags: ['busy'], after: { sendTimeout: 'timedOut' } },
        timedOut: {
          tags: ['mayStillArrive'],
          entry: [
            { type: 'rememberFailure', params: ({ context }) => ({ failure: context.timeoutFailure }) },
            { type: 'reportFailure', params: ({ context }) => ({ failure: context.timeoutFailure }) },
          ],
          // A second attempt replaces the first: the first may still arrive (the form says so).
          ...retryAfterCooldown,
        },
      },
      invoke: {
        src: 'submit',
        input: ({ context }) => {
          const { [HONEYPOT_FIELD]: _honeypot, ...values } = context.values
          return values
        },
        onDone: 'success',
        onError: {
          target: 'failure',
          actions: [
            { type: 'rememberFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
    // Not a final state: a late click or keystroke (the page is about to change) lands here quietly.
    success: {
      tags: ['sent'],
      entry: ['clearDraft', 'reportSuccess'],
      on: { 'form.change': {}, 'form.adopt': {} },
    },
    failure: retryAfterCooldown,
  },
})

function toFailure(error: unknown): SendFailure {
  if (error && typeof error === 'object' && 'kind' in error && 'message' in error) return error as SendFailure
  return { kind: 'unknown', message: error instanceof Error ? error.message : 'Something unexpected happened.' }
}

/** The submission machine with a form's own validation rules. */
export function withValidation(validate: (values: FormValues) => FieldErrors) {
  return formSubmissionMachine.provide({
    guards: {
      isValid: ({ context }) => Object.keys(validate(context.values)).length === 0,
    },
    actions: {
      validateAll: assign({ errors: ({ context }) => validate(context.values) }),
    },
  })
}
