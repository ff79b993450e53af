import type { WebinarSession } from './email-params'

/** What each lead form is about, as its email needs it (lead-form-rules.ts turns it into the email). */
export interface LeadFormSubjects {
  contact: { topic: string | undefined }
  registration: { session: WebinarSession }
  newsletter: Record<string, never>
  recording: { session: WebinarSession }
}

export type LeadFormName = keyof LeadFormSubjects

/**
 * A lead form's light half, in the first load of its pages. Its rules (schema, EmailJS
 * template, email) are the heavy half, loaded with its machine on first use.
 */
export interface LeadFormDefinition<Name extends LeadFormName> {
  name: Name
  /** Field names in display order (the first invalid one gets focus). */
  fields: readonly string[]
  /** Session storage name of its draft. */
  drafts: string
}

export const contactForm: LeadFormDefinition<'contact'> = { name: 'contact', fields: ['name', 'email', 'company', 'phone', 'message'], drafts: 'contact' }
export const registrationForm: LeadFormDefinition<'registration'> = { name: 'registration', fields: ['name', 'email', 'company', 'jobTitle'], drafts: 'webinar-registration' }
export const newsletterForm: LeadFormDefinition<'newsletter'> = { name: 'newsletter', fields: ['email'], drafts: 'newsletter' }
/** Drafts are kept per session: each past session's card has a form of its own. */
export const recordingForm = (key: string): LeadFormDefinition<'recording'> => ({ name: 'recording', fields: ['email', 'consent'], drafts: `recording-${key}` })
