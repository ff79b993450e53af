/**
 * Each lead form's heavy half (lead-forms.ts holds the light one): its schema, its EmailJS
 * template and the email built from the checked values and what the form is about. Loaded
 * with the form's machine on first use, so valibot, XState, TanStack Query and the sending
 * code are in no page's first load.
 */
import type * as v from 'valibot'
import { formSubmissionMachine, type FormMachine, type FormValues } from '@machines/form-submission.machine'
import { site } from '~/config/site'
import { runMutation } from '~/lib/mutations'
import { contactEmailParams, newsletterEmailParams, recordingEmailParams, registrationEmailParams } from './email-params'
import { sendEmail, type TemplateParams } from './emailjs-client'
import type { LeadFormName, LeadFormSubjects } from './lead-forms'
import { leadSourceParams } from './lead-source'
import { checkWith, contactSchema, newsletterSchema, recordingSchema, registrationSchema } from './schemas'
import { describeSendFailure, SendTimeoutError } from './send-failure'

/** A lead form's machine with its rules: its schema, its EmailJS template and its email. */
function leadForm<TSchema extends v.GenericSchema<unknown, FormValues>, TSubject>(
  schema: TSchema,
  templateId: string,
  email: (values: v.InferOutput<TSchema>, subject: TSubject) => TemplateParams,
): FormMachine {
  return formSubmissionMachine({
    check: checkWith(schema),
    // The machine hands back what check put out, and the subject the form gave it (lead-forms.ts types it).
    send: (output, subject) =>
      runMutation(() => sendEmail(templateId, email(output as v.InferOutput<TSchema>, subject as TSubject)), undefined).catch((error: unknown) =>
        // The sending code could not be loaded (offline, a new deploy): that is put in words too.
        Promise.reject(error instanceof Error ? describeSendFailure(error) : error),
      ),
    timeoutFailure: describeSendFailure(new SendTimeoutError()),
  })
}

const machines: { [Name in LeadFormName]: () => FormMachine } = {
  contact: () =>
    leadForm(contactSchema, site.emailjs.contactTemplateId, (values, { topic }: LeadFormSubjects['contact']) => contactEmailParams(values, leadSourceParams(topic))),
  registration: () =>
    leadForm(registrationSchema, site.emailjs.registrationTemplateId, (values, { session }: LeadFormSubjects['registration']) =>
      registrationEmailParams(values, session, leadSourceParams(session.title)),
    ),
  newsletter: () => leadForm(newsletterSchema, site.emailjs.newsletterTemplateId, (values) => newsletterEmailParams(values.email)),
  recording: () =>
    leadForm(recordingSchema, site.emailjs.recordingTemplateId, (values, { session }: LeadFormSubjects['recording']) => recordingEmailParams(values.email, session)),
}

export const leadFormMachine = (name: LeadFormName): FormMachine => machines[name]()
