import { useId, useRef, useState } from 'react'
import { valuesTypedBeforeHydration } from '~/lib/early-input'
import { useBrowserLayoutEffect } from '~/lib/use-typed-before-hydration'
import { claimForm } from '~/lib/early-submits'
import type { FieldErrors, FormValues, SendFailure } from '@machines/form-values'
import { useLazyActor } from '~/lib/use-lazy-actor'
import { readDraft, saveDraft } from './drafts'
import type { LeadSchemaName } from './schemas'
import { describeSendFailure, SendTimeoutError } from './send-failure'


function nonBlank(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))
}

export interface LeadFormOptions {
  /** Draft storage name; one per form. */
  form: string
  /** Field names in display order (the first invalid one gets focus). */
  fields: readonly string[]
  /** The form's valibot schema (schemas.ts), applied by the machine once it has loaded. */
  schema: LeadSchemaName
  send: (values: FormValues) => Promise<void>
  /** Values to start from, read in the browser after hydration (draft, URL). */
  prefill?: (draft: FormValues | null) => FormValues
  onSuccess: (values: FormValues) => void
  onFailure: (failure: SendFailure, values: FormValues) => void
}

interface LeadFormView {
  /** False until the machine runs: the fields then show what was typed so far. */
  running: boolean
  values: FormValues
  errors: FieldErrors
  busy: boolean
  coolingDown: boolean
  failure: SendFailure | null
  sent: boolean
  mayStillArrive: boolean
}

const notStarted: LeadFormView = {
  running: false,
  values: {},
  errors: {},
  busy: false,
  coolingDown: false,
  failure: null,
  sent: false,
  mayStillArrive: false,
}

/**
 * Wires a form's submission machine to the app: the send is a TanStack Query
 * mutation (loaded on first use), drafts go to session storage, and focus moves to
 * the first invalid field.
 *
 * The machine loads with the form's first use (a keystroke, autofill, a submit).
 * Until it runs, the form is a plain controlled form showing the draft or pre-fill
 * and what is typed; all of it reaches the machine as `form.adopt` the moment it
 * starts (exactly as typing before hydration does), then any submit made meanwhile. The machine is created once and never remounted: its
 * actions read the latest options (for example the webinar chosen after hydration) through a ref.
 */
export function useLeadForm(options: LeadFormOptions) {
  const formId = useId()
  const idFor = (field: string) => `${formId}-${field}`
  const latest = useRef(options)
  useBrowserLayoutEffect(() => {
    latest.current = options
  })
  const empty = Object.fromEntries(options.fields.map((field) => [field, '']))

  // What was typed before the machine ran; the machine adopts it when it starts.
  const [early, setEarly] = useState<FormValues>({})
  const earlyRef = useRef<FormValues>({})
  const keepEarly = (values: FormValues) => {
    earlyRef.current = values
    setEarly(values)
    // The machine saves drafts once it runs; until then a reload must not lose this either.
    saveDraft(latest.current.form, { ...empty, ...values })
  }

  // The closures below run only when the machine loads, starts or acts, never during render.
  const { view, send, start, isRunning } = useLazyActor({
    load: () => import('./lead-form-machine').then((module) => module.leadFormMachine(() => latest.current, idFor)),
    input: () => ({ initialValues: empty, timeoutFailure: describeSendFailure(new SendTimeoutError()) }),
    initialView: notStarted,
    view: (snapshot): LeadFormView => ({
      running: true,
      values: snapshot.context.values,
      errors: snapshot.context.errors,
      busy: snapshot.hasTag('busy'),
      coolingDown: snapshot.hasTag('coolingDown'),
      failure: snapshot.context.failure,
      sent: snapshot.hasTag('sent'),
      mayStillArrive: snapshot.hasTag('mayStillArrive'),
    }),
    firstEvents: () => (Object.keys(earlyRef.current).length > 0 ? [{ type: 'form.adopt' as const, values: earlyRef.current }] : []),
  })

  // Once, as the form hydrates and before anything re-renders it: keep what was typed
  // (it wins), over the draft or pre-fill the machine will restore, so both show at once.
  useBrowserLayoutEffect(() => {
    const { fields, form, prefill } = latest.current
    const draft = readDraft(form)
    const restored = nonBlank((prefill ? prefill(draft) : draft) ?? {})
    const typed = valuesTypedBeforeHydration(fields, idFor)
    if (Object.keys(restored).length + Object.keys(typed).length > 0) keepEarly({ ...restored, ...typed })
    // A submit made before the form was interactive was held (src/lib/early-submits.ts):
    // it is sent now, after the values it was made with.
    const formElement = document.getElementById(idFor(fields[0] ?? ''))?.closest('form')
    if (formElement && claimForm(formElement)) send({ type: 'form.submit' })
  }, [])

  const values = view.running ? view.values : { ...empty, ...early }

  return {
    idFor,
    values,
    errors: view.errors,
    busy: view.busy,
    /** True while sending or just after a failure: the submit button is disabled. */
    locked: view.busy || view.coolingDown,
    failure: view.failure,
    sent: view.sent,
    /** The send timed out but its answer may still come (a retry could deliver it twice). */
    mayStillArrive: view.mayStillArrive,
    change: (field: string, value: string) => {
      if (isRunning()) send({ type: 'form.change', field, value })
      else {
        keepEarly({ ...earlyRef.current, [field]: value })
        void start()
      }
    },
    submit: () => send({ type: 'form.submit' }),
  }
}

export type LeadForm = ReturnType<typeof useLeadForm>
