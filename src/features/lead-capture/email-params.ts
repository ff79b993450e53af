import { site } from '~/config/site'
import type { ContactValues, RegistrationValues } from './schemas'
import type { TemplateParams } from './emailjs-client'
import { leadSourceLines } from './lead-source'

/** Contact form -> the agency's inbox; the body carries every field, then where the lead came from. */
export function contactEmailParams(values: ContactValues, source: TemplateParams): TemplateParams {
  return {
    to_email: site.emailjs.leadsInbox,
    from_name: values.name,
    to_name: site.brandName,
    message: [
      `Name: ${values.name}`,
      `Company: ${values.company}`,
      `Phone: ${values.phone}`,
      `Email: ${values.email}`,
      '',
      'Message:',
      values.message,
      '',
      ...leadSourceLines(source),
    ].join('\n'),
    ...source,
  }
}

export interface WebinarSession {
  title: string
  date: string
  time: string
}

/** Registration -> a confirmation to the registrant with the session details (and, for the agency's copy, the source). */
export function registrationEmailParams(values: RegistrationValues, session: WebinarSession, source: TemplateParams): TemplateParams {
  return {
    ...source,
    to_email: values.email,
    to_name: values.name,
    webinar_title: session.title,
    webinar_date: session.date,
    webinar_time: session.time,
    company: values.company,
    job_title: values.jobTitle,
  }
}

/** A recording request -> the agency's inbox, which sends the recording to the visitor. */
export function recordingEmailParams(email: string, session: WebinarSession): TemplateParams {
  return {
    to_email: site.emailjs.leadsInbox,
    from_name: email,
    to_name: site.brandName,
    reply_to: email,
    webinar_title: session.title,
    webinar_date: session.date,
    webinar_time: session.time,
    message: `Recording request: please send the recording of "${session.title}" (${session.date}) to ${email}.`,
  }
}

/** Newsletter sign-up -> the agency's inbox. */
export function newsletterEmailParams(email: string): TemplateParams {
  return {
    to_email: site.emailjs.leadsInbox,
    from_name: email,
    to_name: site.brandName,
    message: `Newsletter sign-up: please add ${email} to the AI insights newsletter.`,
  }
}
