import { useSelector } from '@xstate/react'
import { useEffect, useId, useLayoutEffect, useRef } from 'react'
import { fromPromise } from 'xstate'
import { withValidation, type FieldErrors, type FormValues, type SendFailure } from '@machines/form-submission.machine'
import { runMutation } from '~/lib/mutations'
import { useAppMachine } from '~/lib/use-app-machine'
import { clearDraft, readDraft, saveDraft } from './drafts'
import { describeSendFailure, SendTimeoutError } from './send-failure'

// Layout effects do not run on the server; the prerender only needs the first render.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * What the visitor or the browser's autofill put into the prerendered fields before
 * React hydrated them. React keeps those DOM values while hydrating, but the first
 * re-render would replace them with the machine's empty values; read them first.
 */
function typedBeforeHydration(fields: readonly string[], idFor: (field: string) => string): FormValues {
  const typed: FormValues = {}
  for (const field of fields) {
    const element = document.getElementById(idFor(field))
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value !== '') {
      typed[field] = element.value
    }
  }
  return typed
}

export interface LeadFormOptions {
  /** Draft storage name; one per form. */
  form: string
  /** Field names in display order (the first invalid one gets focus). */
  fields: readonly string[]
  validate: (values: FormValues) => FieldErrors
  send: (values: FormValues) => Promise<void>
  /** Values to start from, read in the browser after hydration (draft, URL). */
  prefill?: (draft: FormValues | null) => FormValues
  onSuccess: (values: FormValues) => void
  onFailure: (failure: SendFailure, values: FormValues) => void
}

/**
 * The submission machine with the app's implementations. They read the form's
 * options through `current()` when they run, never during render, so the one
 * machine always uses the latest props.
 */
function leadFormMachine(current: () => LeadFormOptions, idFor: (field: string) => string) {
  return withValidation((values) => current().validate(values)).provide({
    actors: {
      restoreDraft: fromPromise(async () => {
        const { form, prefill } = current()
        const draft = readDraft(form)
        return prefill ? prefill(draft) : draft
      }),
      // The send runs as a TanStack Query mutation (Query loads with the first send).
      submit: fromPromise(({ input }) => runMutation((values: FormValues) => current().send(values), input)),
    },
    actions: {
      saveDraft: ({ context }) => saveDraft(current().form, context.values),
      clearDraft: () => clearDraft(current().form),
      focusFirstInvalid: ({ context }) => {
        const first = current().fields.find((field) => context.errors[field])
        if (first) document.getElementById(idFor(first))?.focus()
      },
      reportSuccess: ({ context }) => current().onSuccess(context.values),
      reportFailure: ({ context }, params) => current().onFailure(params.failure, context.values),
    },
  })
}

/**
 * Wires a form's submission machine to the app: the send is a TanStack Query
 * mutation (loaded on first use), drafts go to session storage, and focus moves to the first invalid field.
 * The machine is created once and never remounted: its actions read the latest
 * options (for example the webinar chosen after hydration) through a ref.
 */
export function useLeadForm(options: LeadFormOptions) {
  const formId = useId()
  const idFor = (field: string) => `${formId}-${field}`
  const latest = useRef(options)
  useBrowserLayoutEffect(() => {
    latest.current = options
  })
  const empty = Object.fromEntries(options.fields.map((field) => [field, '']))

  // The getter is called only when the machine's implementations run (events, actors), never during render.
  // eslint-disable-next-line react-hooks/refs
  const actor = useAppMachine(leadFormMachine(() => latest.current, idFor), {
    input: { initialValues: empty, timeoutFailure: describeSendFailure(new SendTimeoutError()) },
  })

  // Once, as the form hydrates and before anything re-renders it: keep what was typed.
  useBrowserLayoutEffect(() => {
    const typed = typedBeforeHydration(latest.current.fields, idFor)
    if (Object.keys(typed).length > 0) actor.send({ type: 'form.adopt', values: typed })
  }, [actor])

  const values = useSelector(actor, (s) => s.context.values)
  const errors = useSelector(actor, (s) => s.context.errors)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const coolingDown = useSelector(actor, (s) => s.hasTag('coolingDown'))
  const failure = useSelector(actor, (s) => s.context.failure)
  const sent = useSelector(actor, (s) => s.hasTag('sent'))
  const mayStillArrive = useSelector(actor, (s) => s.hasTag('mayStillArrive'))

  return {
    idFor,
    values,
    errors,
    busy,
    /** True while sending or just after a failure: the submit button is disabled. */
    locked: busy || coolingDown,
    failure,
    sent,
    /** The send timed out but its answer may still come (a retry could deliver it twice). */
    mayStillArrive,
    change: (field: string, value: string) => actor.send({ type: 'form.change', field, value }),
    submit: () => actor.send({ type: 'form.submit' }),
  }
}

export type LeadForm = ReturnType<typeof useLeadForm>
