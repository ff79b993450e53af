import { site } from '~/config/site'
import { recordingText } from '~/content/webinars'
import { directEmailHref } from './direct-email'
import { sessionParams, type WebinarSession } from './email-params'
import { defineLeadForm, rules } from './lead-form'

/** "Get the recording" of a session that has taken place: to the agency's inbox, which sends the recording to the visitor. */
export const recordingForm = defineLeadForm({
  fields: {
    email: { label: recordingText.emailLabel, placeholder: recordingText.emailPlaceholder, input: 'email', autoComplete: 'email', rule: rules.email, param: ['from_name', 'reply_to'] },
    consent: { label: recordingText.consentLabel, input: 'checkbox', rule: rules.ticked('Please tick the box so we may email you the recording') },
  },
  // Each past session's card has a form of its own: the component adds its key.
  drafts: 'recording',
  template: site.emailjs.recordingTemplateId,
  thankYou: 'recording',
  email: (values, { session }: { session: WebinarSession }) => ({
    to_email: site.emailjs.leadsInbox,
    to_name: site.brandName,
    ...sessionParams(session),
    message: `Recording request: please send the recording of "${session.title}" (${session.date}) to ${values.email}.`,
  }),
  directEmail: (values, { session }) => directEmailHref(recordingText.emailSubject(session.title), recordingText.emailBody(session.title, values.email?.trim() ?? '')),
})
