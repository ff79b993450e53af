import * as v from 'valibot'
import type { FieldErrors, FormValues, Verdict } from '@machines/form-submission.machine'
import type { CheckedValues, Fields, RuleKit } from './lead-form'

// Named, not the whole namespace: the bundle keeps only these.
const kit: RuleKit = { pipe: v.pipe, string: v.string, trim: v.trim, minLength: v.minLength, email: v.email, literal: v.literal }

/** A form's schema, from its fields' rules: an object of exactly those fields (anything else, like the honeypot, is left out). */
export function schemaOf<F extends Fields>(form: { fields: F }): v.GenericSchema<FormValues, CheckedValues<F>> {
  const entries = Object.fromEntries(Object.entries(form.fields).map(([name, field]) => [name, field.rule(kit)]))
  // The object's entries are the fields' rules, name by name: its output is their checked values.
  return v.object(entries) as v.GenericSchema<FormValues, CheckedValues<F>>
}

/** A form's one check, as the submission machine wants it: each field's first message, or the values as they are sent (trimmed). */
export function checkWith<TOutput>(schema: v.GenericSchema<FormValues, TOutput>) {
  return (values: FormValues): Verdict<TOutput> => {
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
