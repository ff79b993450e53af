import { Link } from '~/ui/Link'
import { dataUseNote, mayStillArriveNote } from '~/content/lead-capture'
import type { LeadForm } from './use-lead-form'

interface FormFieldProps {
  form: LeadForm
  name: string
  label: string
  placeholder?: string
  autoComplete?: string
  type?: 'text' | 'email' | 'tel'
  multiline?: boolean
}

/** A labelled input whose error sits under it and is tied to it for assistive tech. */
export function FormField({ form, name, label, placeholder, autoComplete, type = 'text', multiline = false }: FormFieldProps) {
  const id = form.idFor(name)
  const error = form.errors[name]
  const errorId = `${id}-error`
  const shared = {
    id,
    name,
    placeholder,
    autoComplete,
    value: form.values[name] ?? '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className:
      'mt-1.5 w-full rounded-lg border border-border bg-card px-3 py-2.5 text-fg placeholder:text-fg-muted aria-invalid:border-danger',
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-fg">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} onChange={(e) => form.change(name, e.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(e) => form.change(name, e.target.value)} />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

/** After a failed send: what happened and a way out that keeps the visitor's words. */
export function FailureNotice({ message, emailHref, label, mayStillArrive = false }: { message: string; emailHref: string; label: string; mayStillArrive?: boolean }) {
  return (
    <div className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm text-fg">
      <p>{message}</p>
      {mayStillArrive && <p className="mt-1 font-medium">{mayStillArriveNote}</p>}
      <a href={emailHref} className="mt-1 inline-block font-semibold text-primary underline underline-offset-2">
        {label}
      </a>
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
