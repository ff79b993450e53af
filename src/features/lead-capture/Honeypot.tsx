import { HONEYPOT_FIELD } from '@machines/form-values'
import type { LeadFormParts } from './use-lead-form'

/**
 * A field only bots fill in: off screen, hidden from assistive tech, out of the tab
 * order and never autofilled. Filled in, the form pretends success and sends nothing.
 */
export function Honeypot({ form }: { form: LeadFormParts }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={form.idFor(HONEYPOT_FIELD)}>Website</label>
      <input
        id={form.idFor(HONEYPOT_FIELD)}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={form.values[HONEYPOT_FIELD] ?? ''}
        onChange={(e) => form.change(HONEYPOT_FIELD, e.target.value)}
      />
    </div>
  )
}
