/**
 * A lead form's code beyond its definition (lead-form.ts): the machine that checks its
 * values with its rules and sends its email through EmailJS. Loaded with the form's first
 * use, so valibot, XState, TanStack Query and the sending code are in no page's first load.
 */
import { formSubmissionMachine } from '@machines/form-submission.machine'
import { runMutation } from '~/lib/mutations'
import { sendEmail, type TemplateParams } from './emailjs-client'
import type { CheckedValues, Fields, LeadFormDefinition } from './lead-form'
import { leadSourceParams } from './lead-source-params'
import { checkWith, schemaOf } from './schemas'
import { describeSendFailure, SendTimeoutError } from './send-failure'

/** The email of a checked form: where the lead came from, each field's own parameters, then the form's. */
export function emailParams<F extends Fields, TSubject>(form: LeadFormDefinition<F, TSubject>, values: CheckedValues<F>, subject: TSubject): TemplateParams {
  const source = form.leadSource ? leadSourceParams(form.leadSource(subject)) : {}
  const checked: Readonly<Record<string, unknown>> = values
  const filled = Object.entries(form.fields).flatMap(([name, field]) => [field.param ?? []].flat().map((param) => [param, String(checked[name])]))
  return { ...source, ...Object.fromEntries(filled), ...form.email(values, subject, source) }
}

/** A lead form's machine: its rules check a submit, and its email is sent with what the form is about. */
export function leadFormMachine<F extends Fields, TSubject>(form: LeadFormDefinition<F, TSubject>) {
  return formSubmissionMachine<CheckedValues<F>, TSubject>({
    check: checkWith(schemaOf(form)),
    send: (values, subject) =>
      runMutation(() => sendEmail(form.template, emailParams(form, values, subject)), undefined).catch((error: unknown) =>
        // The sending code could not be loaded (offline, a new deploy): that is put in words too.
        Promise.reject(error instanceof Error ? describeSendFailure(error) : error),
      ),
    timeoutFailure: describeSendFailure(new SendTimeoutError()),
  })
}
