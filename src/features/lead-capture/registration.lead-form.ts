import { site } from '~/config/site'
import { directEmail } from '~/content/lead-capture'
import { registrationFields as text } from '~/content/webinar-registration'
import { directEmailHref } from './direct-email'
import { sessionParams, type WebinarSession } from './email-params'
import type { FormValues } from '@machines/form-values'
import { defineLeadForm, rules, type Fields } from './lead-form'
import { describeWhen } from './webinar-session'

const fields = {
  name: { ...text.name, input: 'text', autoComplete: 'name', rule: rules.atLeast(2, 'Name must be at least 2 characters'), param: 'to_name' },
  email: { ...text.email, input: 'email', autoComplete: 'email', rule: rules.email, param: 'to_email' },
  company: { ...text.company, input: 'text', autoComplete: 'organization', rule: rules.atLeast(2, 'Company name must be at least 2 characters'), param: 'company' },
  jobTitle: { ...text.jobTitle, input: 'text', autoComplete: 'organization-title', rule: rules.atLeast(2, 'Job title must be at least 2 characters'), param: 'job_title' },
} satisfies Fields

/** /webinar-registration: a confirmation to the registrant with the session (and, for the agency's copy, where the lead came from). */
export const registrationForm = defineLeadForm({
  fields,
  drafts: 'webinar-registration',
  template: site.emailjs.registrationTemplateId,
  thankYou: 'registration',
  leadSource: ({ session }: { session: WebinarSession }) => session.title,
  email: (_values, { session }) => sessionParams(session),
  directEmail: (values, { session }) =>
    directEmailHref(
      directEmail.registrationSubject(session.title),
      directEmail.registrationBody({ title: session.title, when: describeWhen(session) }, typedLines(fields, values)),
    ),
})

/** "Label: value" for each field typed into, for an email the visitor sends from their own address (so not that address). */
function typedLines(fields: Fields, values: FormValues): string[] {
  return Object.entries(fields)
    .filter(([, field]) => field.input !== 'email' && field.input !== 'checkbox')
    .map(([name, field]) => `${field.label}: ${values[name] ?? ''}`)
}
