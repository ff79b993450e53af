import { dataUseNote, directEmail, mayStillArriveNote, newsletterText } from '~/content/lead-capture'
import { footerText } from '~/content/navigation'
import { buttonClass } from '~/ui/button-styles'
import { showToast } from '~/ui/toast/toast-store'
import { directEmailHref } from './direct-email'
import { DataUseNote } from './FormField'
import { Honeypot } from './Honeypot'
import { newsletterForm } from './lead-forms'
import { takeLostFocus, useLeadForm } from './use-lead-form'

const signUpByEmail = (email = '') => directEmailHref(newsletterText.emailSubject, newsletterText.emailBody(email.trim()))

/** The footer's newsletter sign-up, on every page. */
export function NewsletterForm() {
  const form = useLeadForm(newsletterForm, {}, {
    onSuccess: () => showToast({ title: newsletterText.successTitle, description: newsletterText.successDescription }),
    onFailure: (failure, values) =>
      showToast({
        variant: 'destructive',
        title: newsletterText.failureTitle,
        description: `${newsletterText.failureDescription}\n${failure.message}`,
        action: { label: directEmail.label, href: signUpByEmail(values.email) },
      }),
  })
  const id = form.idFor('email')
  const error = form.errors.email

  if (form.sent) {
    return (
      // The form it replaces held focus (its button): the message takes it, rather than the page's start.
      <p ref={takeLostFocus} tabIndex={-1} className="mt-3 text-sm font-semibold text-success" role="status">
        {newsletterText.successTitle} {newsletterText.successDescription}
      </p>
    )
  }
  return (
    <form
      noValidate
      aria-label="Newsletter sign-up"
      className="relative mt-3"
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {newsletterText.label}
        </label>
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={footerText.newsletterPlaceholder}
          value={form.values.email ?? ''}
          onChange={(e) => form.change('email', e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 w-full min-w-0 rounded-lg border border-border bg-card px-3 text-sm text-fg placeholder:text-fg-muted aria-invalid:border-danger"
        />
        <button type="submit" disabled={form.locked} className={buttonClass('primary', 'md')}>
          {form.busy ? newsletterText.sending : footerText.newsletterButton}
        </button>
      </div>
      <Honeypot form={form} />
      <DataUseNote text={dataUseNote.newsletter} className="mt-1.5 text-xs text-fg-muted" />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {form.failure && (
        <p className="mt-1.5 text-sm text-fg">
          {form.failure.message} {form.mayStillArrive && `${mayStillArriveNote} `}
          <a href={signUpByEmail(form.values.email)} className="font-semibold text-primary underline underline-offset-2">
            {directEmail.label}
          </a>
        </p>
      )}
    </form>
  )
}
