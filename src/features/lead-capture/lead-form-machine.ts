import { fromPromise } from 'xstate'
import { withValidation } from '@machines/form-submission.machine'
import { runMutation } from '~/lib/mutations'
import { clearDraft, readDraft, saveDraft } from './drafts'
import { leadSchemas, validatorFor } from './schemas'
import type { LeadFormOptions } from './use-lead-form'

/**
 * The submission machine with the app's implementations (loaded with a form's first
 * use). They read the form's options through `current()` when they run, never during
 * render, so the one machine always uses the latest props.
 */
export function leadFormMachine(current: () => LeadFormOptions, idFor: (field: string) => string) {
  return withValidation((values) => validatorFor(leadSchemas[current().schema])(values)).provide({
    actors: {
      restoreDraft: fromPromise(async () => {
        const { form, prefill } = current()
        const draft = readDraft(form)
        return prefill ? prefill(draft) : draft
      }),
      // The send runs as a TanStack Query mutation (Query loads with the first send).
      submit: fromPromise(({ input }) => runMutation((values) => current().send(values), input)),
    },
    actions: {
      saveDraft: ({ context }) => saveDraft(current().form, context.values),
      clearDraft: () => clearDraft(current().form),
      focusFirstInvalid: ({ context }) => {
        const first = current().fields.find((field) => context.errors[field])
        const element = first ? document.getElementById(idFor(first)) : null
        if (!element) return
        // The verdict can come a moment after the click (the form's code loads with its first
        // use): if the visitor has moved on to something outside the form, their focus stays.
        const active = document.activeElement
        const form = element.closest('form')
        if (active && active !== document.body && form && !form.contains(active)) return
        element.focus()
      },
      reportSuccess: ({ context }) => current().onSuccess(context.values),
      reportFailure: ({ context }, params) => current().onFailure(params.failure, context.values),
    },
  })
}
