import * as v from 'valibot'
import type { FieldErrors, FormValues } from '@machines/form-values'

const atLeast = (min: number, message: string) => v.pipe(v.string(), v.trim(), v.minLength(min, message))
const emailAddress = v.pipe(v.string(), v.trim(), v.email('Invalid email address'))

export const contactSchema = v.object({
  name: atLeast(2, 'Name must be at least 2 characters'),
  email: emailAddress,
  company: atLeast(2, 'Company name must be at least 2 characters'),
  phone: atLeast(10, 'Phone number must be at least 10 characters'),
  message: atLeast(10, 'Message must be at least 10 characters'),
})

export const registrationSchema = v.object({
  name: atLeast(2, 'Name must be at least 2 characters'),
  email: emailAddress,
  company: atLeast(2, 'Company name must be at least 2 characters'),
  jobTitle: atLeast(2, 'Job title must be at least 2 characters'),
})

export const newsletterSchema = v.object({ email: emailAddress })

/** A recording request: the email to send it to, and the visitor's yes to being emailed (a ticked box sends 'yes'). */
export const recordingSchema = v.object({
  email: emailAddress,
  consent: v.literal('yes', 'Please tick the box so we may email you the recording'),
})

/**
 * Each lead form's schema by name. Forms name theirs (LeadFormOptions.schema) and the
 * submission machine's module, loaded with the form's first use, validates with it:
 * valibot is no part of any page's first load.
 */
export const leadSchemas = { contact: contactSchema, registration: registrationSchema, newsletter: newsletterSchema, recording: recordingSchema }

export type LeadSchemaName = keyof typeof leadSchemas

export type ContactValues = v.InferOutput<typeof contactSchema>
export type RegistrationValues = v.InferOutput<typeof registrationSchema>

/** The values as they are sent: checked and trimmed (call after validation passed). */
export function cleanValues<TSchema extends v.GenericSchema<unknown, unknown>>(schema: TSchema, values: FormValues): v.InferOutput<TSchema> {
  return v.parse(schema, values)
}

/** A form's validation as the submission machine wants it: field -> first message. */
export function validatorFor(schema: v.GenericSchema<unknown, unknown>) {
  return (values: FormValues): FieldErrors => {
    const result = v.safeParse(schema, values)
    if (result.success) return {}
    const errors: FieldErrors = {}
    for (const issue of result.issues) {
      const field = issue.path?.[0]?.key
      if (typeof field === 'string' && !errors[field]) errors[field] = issue.message
    }
    return errors
  }
}
