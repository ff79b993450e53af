/**
 * A lead form, defined once (contact.lead-form.ts and its siblings): each field's name,
 * words, input and rule and the EmailJS parameters it fills; the form's template, the
 * rest of its email, its way out by email and where it sends the visitor once sent.
 * FormFields renders the fields; lead-form-rules.ts checks and sends the form when its
 * code loads, with the form's first use. A rule is valibot, built only then: valibot
 * is in no page's first load.
 */
import type * as valibot from 'valibot'
import type { FormValues } from '@machines/form-values'
import type { TemplateParams } from './emailjs-client'

/** The part of valibot rules are written with (schemas.ts hands it over; a rule needing more adds it there). */
export type RuleKit = Pick<typeof valibot, 'pipe' | 'string' | 'trim' | 'minLength' | 'email' | 'literal'>

/** A field's check, in valibot, handed the library once the form's code has loaded it. */
export type Rule<TOutput = string> = (v: RuleKit) => valibot.GenericSchema<string, TOutput>

/** The rules lead fields share; a field of one form may write its own. */
export const rules = {
  /** At least `min` characters, surrounding spaces not counted (and not sent). */
  atLeast: (min: number, message: string): Rule => (v) => v.pipe(v.string(), v.trim(), v.minLength(min, message)),
  email: ((v) => v.pipe(v.string(), v.trim(), v.email('Invalid email address'))) satisfies Rule,
  /** A ticked box (it sends 'yes'). */
  ticked: (message: string): Rule<'yes'> => (v) => v.literal('yes', message),
}

export interface FieldDefinition<TOutput = unknown> {
  /** Its words, from src/content. */
  label: string
  placeholder?: string
  /** A text input of that type, a text area, or a box to tick. */
  input: 'text' | 'email' | 'tel' | 'textarea' | 'checkbox'
  autoComplete?: string
  rule: Rule<TOutput>
  /** The EmailJS template parameters its checked value fills (the form's `email` may use it too). */
  param?: string | readonly string[]
}

export type Fields = Record<string, FieldDefinition>

/** The checked values, as they are sent: each field's rule says its type. */
export type CheckedValues<F extends Fields> = { [Name in keyof F]: valibot.InferOutput<ReturnType<F[Name]['rule']>> }

/** Where /thank-you tells what happened, for a form that goes there once sent. */
export type ThankYouKind = 'contact' | 'registration' | 'recording'

export interface LeadFormDefinition<F extends Fields, TSubject> {
  /** Its fields, in the order shown (the first invalid one gets focus). */
  fields: F
  /** Session storage name of its draft. */
  drafts: string
  /** Its EmailJS template id. */
  template: string
  thankYou?: ThankYouKind
  /** The topic its email gives as the lead's source (with the landing page, campaign and page before); none: no source. */
  leadSource?: (subject: TSubject) => string | undefined
  /** The email's parameters beyond the fields' own, from the checked values, what the form is about (the subject) and the lead's source. */
  email: (values: CheckedValues<F>, subject: TSubject, source: TemplateParams) => TemplateParams
  /** "Email us directly" after a failed send: a mailto link with the visitor's words (as typed, unchecked) already in it. */
  directEmail: (values: FormValues, subject: TSubject) => string
}

/** A lead form's definition, its field names and types kept exactly. */
export const defineLeadForm = <const F extends Fields, TSubject>(form: LeadFormDefinition<F, TSubject>) => form
