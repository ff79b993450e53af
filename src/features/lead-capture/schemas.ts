import * as v from 'valibot'
import type { FieldErrors, FormValues, Verdict } from '@machines/form-submission.machine'

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

export type ContactValues = v.InferOutput<typeof contactSchema>
export type RegistrationValues = v.InferOutput<typeof registrationSchema>

/** A form's one check, as the submission machine wants it: each field's first message, or the values as they are sent (trimmed). */
export function checkWith(schema: v.GenericSchema<unknown, FormValues>) {
  return (values: FormValues): Verdict => {
    const result = v.safeParse(schema, values)
    if (result.success) return { errors: {}, output: result.output }
    const errors: FieldErrors = {}
    for (const issue of result.issues) {
      const field = issue.path?.[0]?.key
      if (typeof field === 'string' && !errors[field]) errors[field] = issue.message
    }
    return { errors, output: null }
  }
}
