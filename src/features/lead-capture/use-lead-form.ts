import { useMutation } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { fromPromise } from 'xstate'
import { withValidation, type FieldErrors, type FormValues, type SendFailure } from '@machines/form-submission.machine'
import { useAppMachine } from '~/lib/use-app-machine'
import { clearDraft, readDraft, saveDraft } from './drafts'

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
 * Wires a form's submission machine to the app: the send is a TanStack Query
 * mutation, drafts go to session storage, and focus moves to the first invalid field.
 */
export function useLeadForm(options: LeadFormOptions) {
  const formId = useId()
  const idFor = (field: string) => `${formId}-${field}`
  const mutation = useMutation({ mutationFn: options.send })
  const empty = Object.fromEntries(options.fields.map((field) => [field, '']))

  const actor = useAppMachine(
    withValidation(options.validate).provide({
      actors: {
        restoreDraft: fromPromise(async () => {
          const draft = readDraft(options.form)
          return options.prefill ? options.prefill(draft) : draft
        }),
        submit: fromPromise(({ input }) => mutation.mutateAsync(input)),
      },
      actions: {
        saveDraft: ({ context }) => saveDraft(options.form, context.values),
        clearDraft: () => clearDraft(options.form),
        focusFirstInvalid: ({ context }) => {
          const first = options.fields.find((field) => context.errors[field])
          if (first) document.getElementById(idFor(first))?.focus()
        },
        reportSuccess: ({ context }) => options.onSuccess(context.values),
        reportFailure: ({ context }, params) => options.onFailure(params.failure, context.values),
      },
    }),
    { input: { initialValues: empty } },
  )

  const values = useSelector(actor, (s) => s.context.values)
  const errors = useSelector(actor, (s) => s.context.errors)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const coolingDown = useSelector(actor, (s) => s.hasTag('coolingDown'))
  const failure = useSelector(actor, (s) => s.context.failure)
  const sent = useSelector(actor, (s) => s.hasTag('sent'))

  return {
    idFor,
    values,
    errors,
    busy,
    /** True while sending or just after a failure: the submit button is disabled. */
    locked: busy || coolingDown,
    failure,
    sent,
    change: (field: string, value: string) => actor.send({ type: 'form.change', field, value }),
    submit: () => actor.send({ type: 'form.submit' }),
  }
}

export type LeadForm = ReturnType<typeof useLeadForm>
