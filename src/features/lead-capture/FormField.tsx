import { Link } from '~/ui/Link'
import { dataUseNote } from '~/content/lead-capture'
import type { FieldDefinition } from './lead-form'
import type { LeadFormParts } from './use-lead-form'

/**
 * How a form lays out its fields: `page` (a form of its own on its page), `compact`
 * (smaller text, in a card), `inline` (one field beside its button, its label read by
 * assistive tech only).
 */
export type FieldLook = 'page' | 'compact' | 'inline'

const inputLooks: Record<FieldLook, string> = {
  page: 'mt-1.5 w-full px-3 py-2.5',
  compact: 'mt-1.5 min-h-11 w-full px-3 text-sm',
  inline: 'min-h-11 w-full min-w-0 px-3 text-sm',
}
const inputClass = 'rounded-lg border border-border bg-card text-fg placeholder:text-fg-muted aria-invalid:border-danger'

/** Every field of a form's definition, in its order. */
export function FormFields({ form, look = 'page' }: { form: LeadFormParts; look?: FieldLook }) {
  return Object.entries(form.definition.fields).map(([name, field]) => <FormField key={name} form={form} name={name} field={field} look={look} />)
}

/** A labelled input, text area or box to tick, whose error sits under it and is tied to it for assistive tech. */
function FormField({ form, name, field, look }: { form: LeadFormParts; name: string; field: FieldDefinition; look: FieldLook }) {
  const id = form.idFor(name)
  const error = form.errors[name]
  const errorId = `${id}-error`
  const value = form.values[name] ?? ''
  const described = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined }
  const label = (
    <label htmlFor={id} className={look === 'inline' ? 'sr-only' : field.input === 'checkbox' ? 'text-sm text-fg' : 'block text-sm font-semibold text-fg'}>
      {field.label}
    </label>
  )
  const shared = { id, name, placeholder: field.placeholder, autoComplete: field.autoComplete, value, ...described, className: `${inputLooks[look]} ${inputClass}` }
  return (
    // A text area takes the whole row of a grid.
    <div className={field.input === 'textarea' ? 'sm:col-span-2' : look === 'inline' ? 'min-w-0 flex-1' : undefined}>
      {field.input === 'checkbox' ? (
        <div className="flex items-start gap-2">
          <input
            id={id}
            type="checkbox"
            name={name}
            value="yes"
            checked={value === 'yes'}
            onChange={(e) => form.change(name, e.target.checked ? 'yes' : '')}
            {...described}
            className="mt-0.5 size-5 shrink-0 accent-primary"
          />
          {label}
        </div>
      ) : (
        <>
          {label}
          {field.input === 'textarea' ? (
            <textarea {...shared} rows={5} onChange={(e) => form.change(name, e.target.value)} />
          ) : (
            <input {...shared} type={field.input} onChange={(e) => form.change(name, e.target.value)} />
          )}
        </>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

/** Beside a submit button: what happens to what the visitor gives us. */
export function DataUseNote({ text, className = 'text-sm text-fg-muted' }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {text}{' '}
      <Link to="/privacy" className="font-semibold text-primary underline underline-offset-2">
        {dataUseNote.privacyLabel}
      </Link>
    </p>
  )
}
