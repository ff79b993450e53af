import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import type { FieldErrors, FormValues, SendFailure } from '@machines/form-values'
import { valuesTypedBeforeHydration } from '~/lib/early-input'
import { claimForm } from '~/lib/early-submits'
import { useLazyActor } from '~/lib/use-lazy-actor'
import { useBrowserLayoutEffect } from '~/lib/use-typed-before-hydration'
import { clearDraft, readDraft, saveDraft } from './drafts'
import type { Fields, LeadFormDefinition } from './lead-form'

export interface LeadFormOptions {
  /** Session storage name of the draft, when a page holds one such form per item (a past session's card). */
  drafts?: string
  /** Values to start from, read in the browser as the form hydrates (from its draft, the URL). */
  start?: (draft: FormValues | null) => FormValues
  /** The base of the fields' ids when the form is an island (src/lib/island.tsx: `islandId`); else React's `useId`. */
  idBase?: string | undefined
  /** Run from the machine's state, after the render that shows the outcome. */
  onSuccess?: () => void
  /** With the failure, "Email us directly" as a mailto link holding what was typed. */
  onFailure?: (failure: SendFailure, directEmailHref: string) => void
}

/** The machine's tags the form reads. mayStillArrive: a send timed out but its answer may still come (a retry could deliver it twice). */
const flags = (tags: ReadonlySet<string>) => ({
  busy: tags.has('busy'),
  coolingDown: tags.has('coolingDown'),
  sent: tags.has('sent'),
  mayStillArrive: tags.has('mayStillArrive'),
})

/** The machine's state as the form shows it; this is its initial state, shown until it runs. */
const notStarted = { errors: {} as FieldErrors, failure: null as SendFailure | null, refusals: 0, ...flags(new Set()) }

const withoutField = (values: FormValues | null, field: string | undefined): FormValues | null => {
  if (!values || field === undefined) return values
  const { [field]: _left, ...rest } = values
  return rest
}

const nonBlank = (values: FormValues) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))

/**
 * A lead form's values and state for its component, from its definition. The form keeps
 * what is typed; its machine and rules (lead-form-rules.ts), loaded with its first use,
 * check a submit and send it with `subject` (what the form is about). Drafts, focus and
 * the reactions to the outcome follow the machine's state here.
 */
export function useLeadForm<F extends Fields, TSubject>(definition: LeadFormDefinition<F, TSubject>, subject: TSubject, options: LeadFormOptions = {}) {
  const generatedId = useId()
  const formId = options.idBase ?? generatedId
  const idFor = (field: string) => `${formId}-${field}`
  const fields = Object.keys(definition.fields)
  const drafts = options.drafts ?? definition.drafts
  const formElement = () => document.getElementById(idFor(fields[0] ?? ''))?.closest('form')
  const [blank] = useState((): FormValues => Object.fromEntries(fields.map((field) => [field, ''])))
  const [values, setValues] = useState(blank)
  const latestSubject = useRef(subject)
  const { view, send, start, isRunning } = useLazyActor({
    load: () => import('./lead-form-rules').then((module) => module.leadFormMachine(definition)),
    input: () => ({ subject: latestSubject.current }),
    initialView: notStarted,
    view: ({ context, tags }): typeof notStarted => ({ errors: context.verdict.errors, failure: context.failure, refusals: context.refusals, ...flags(tags) }),
  })

  // Once, as the form hydrates and before anything re-renders it: what was typed (it wins) over the draft or start values.
  useBrowserLayoutEffect(() => {
    // A field the visitor is already in (on a page of islands a focus inside the form starts its hydration)
    // keeps what they are typing: its draft restored under the caret would run into their text.
    const focused = fields.find((field) => document.activeElement !== null && document.activeElement === document.getElementById(idFor(field)))
    const draft = withoutField(readDraft(drafts), focused)
    const found = { ...nonBlank((options.start ? options.start(draft) : draft) ?? {}), ...valuesTypedBeforeHydration(fields, idFor) }
    const startValues = { ...blank, ...found }
    if (Object.keys(found).length > 0) setValues(startValues)
    // A submit made before the form was interactive was held (src/lib/early-submits.ts): it is made now, with those values.
    const element = formElement()
    if (element && claimForm(element)) send({ type: 'form.submit', values: startValues })
  }, [])

  // The one place drafts are written: what the form shows once anything is restored or typed; gone once sent.
  useBrowserLayoutEffect(() => {
    if (view.sent) clearDraft(drafts)
    else if (values !== blank) saveDraft(drafts, values)
  }, [values, view.sent])

  // The send goes with what the form is about at that moment (a webinar chosen after hydration, a link's topic).
  useBrowserLayoutEffect(() => {
    latestSubject.current = subject
    if (isRunning()) send({ type: 'form.subject', subject })
  }, [JSON.stringify(subject)])

  const succeeded = useEffectEvent(() => options.onSuccess?.())
  const failed = useEffectEvent((failure: SendFailure) => options.onFailure?.(failure, definition.directEmail(values, subject)))
  const refused = useEffectEvent(() => focusFirstInvalid(fields.find((field) => view.errors[field]), idFor))
  useEffect(() => {
    if (view.sent) succeeded()
  }, [view.sent])
  useEffect(() => {
    if (view.failure) failed(view.failure)
  }, [view.failure])
  useEffect(() => {
    if (view.refusals > 0) refused()
  }, [view.refusals])

  // Disabled while sending, the submit button drops focus to the page: once the form can be sent
  // again (after a failure and its cool-down), focus goes back to it, unless the visitor moved on.
  const locked = view.busy || view.coolingDown
  const wasLocked = useRef(false)
  const refocusSubmit = useEffectEvent(() =>
    takeLostFocus(formElement()?.querySelector<HTMLElement>('[type="submit"]') ?? null),
  )
  useEffect(() => {
    const unlocked = wasLocked.current && !locked
    wasLocked.current = locked
    if (unlocked && !view.sent) refocusSubmit()
  }, [locked, view.sent])

  return {
    ...view,
    definition,
    idFor,
    values,
    /** "Email us directly" with what is typed in the form now. */
    directEmail: () => definition.directEmail(values, subject),
    /** True while sending or just after a failure: the submit button is disabled. */
    locked,
    change: (field: string, value: string) => {
      setValues((current) => ({ ...current, [field]: value }))
      // The first change loads the machine; once it runs, an edit clears that field's error.
      if (isRunning()) send({ type: 'form.change', field })
      else void start()
    },
    submit: () => send({ type: 'form.submit', values }),
  }
}

/** What a form's parts (its fields, the honeypot) read and do, whatever the form. */
export interface LeadFormParts {
  definition: { fields: Fields }
  idFor: (field: string) => string
  values: FormValues
  errors: FieldErrors
  change: (field: string, value: string) => void
}

/** Focuses `element` if focus has fallen to the page (what held it was disabled or removed). */
export function takeLostFocus(element: HTMLElement | null) {
  if (element && (document.activeElement === null || document.activeElement === document.body)) element.focus()
}

function focusFirstInvalid(field: string | undefined, idFor: (field: string) => string) {
  const element = field ? document.getElementById(idFor(field)) : null
  if (!element) return
  // The verdict can come a moment after the click (the form's code loads with its first
  // use): if the visitor has moved on to something outside the form, their focus stays.
  const active = document.activeElement
  const form = element.closest('form')
  if (active && active !== document.body && form && !form.contains(active)) return
  element.focus()
}
