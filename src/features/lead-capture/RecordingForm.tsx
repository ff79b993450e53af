import { directEmail, mayStillArriveNote } from '~/content/lead-capture'
import { recordingText } from '~/content/webinars'
import { buttonClass } from '~/ui/button-styles'
import { showToast } from '~/ui/toast/toast-store'
import { directEmailHref } from './direct-email'
import type { WebinarSession } from './email-params'
import { DataUseNote } from './FormField'
import { Honeypot } from './Honeypot'
import { recordingForm } from './lead-forms'
import { useLeadForm } from './use-lead-form'

const askByEmail = (title: string, email = '') => directEmailHref(recordingText.emailSubject(title), recordingText.emailBody(title, email.trim()))

/**
 * "Get the recording" for a session that has taken place: an email and a ticked box,
 * sent to the agency's inbox through EmailJS (its own template). Drafts are kept per session.
 */
export function RecordingForm({ session, formKey }: { session: WebinarSession; formKey: string }) {
  const form = useLeadForm(recordingForm(formKey), { session }, {
    onSuccess: () => showToast({ title: recordingText.successTitle, description: recordingText.successDescription(session.title) }),
    onFailure: (failure, values) =>
      showToast({
        variant: 'destructive',
        title: recordingText.failureTitle,
        description: `${recordingText.failureDescription}\n${failure.message}`,
        action: { label: directEmail.label, href: askByEmail(session.title, values.email) },
      }),
  })
  const emailId = form.idFor('email')
  const consentId = form.idFor('consent')
  const emailError = form.errors.email
  const consentError = form.errors.consent

  if (form.sent) {
    return (
      <p className="mt-4 text-sm font-semibold text-success" role="status">
        {recordingText.successTitle}. {recordingText.successDescription(session.title)}
      </p>
    )
  }
  return (
    <form
      noValidate
      aria-label={recordingText.formLabel(session.title)}
      className="relative mt-4 space-y-3"
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <div>
        <label htmlFor={emailId} className="block text-sm font-semibold text-fg">
          {recordingText.emailLabel}
        </label>
        <input
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={recordingText.emailPlaceholder}
          value={form.values.email ?? ''}
          onChange={(e) => form.change('email', e.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${emailId}-error` : undefined}
          className="mt-1.5 min-h-11 w-full rounded-lg border border-border bg-card px-3 text-sm text-fg placeholder:text-fg-muted aria-invalid:border-danger"
        />
        {emailError && (
          <p id={`${emailId}-error`} className="mt-1.5 text-sm font-medium text-danger">
            {emailError}
          </p>
        )}
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            id={consentId}
            type="checkbox"
            name="consent"
            value="yes"
            checked={form.values.consent === 'yes'}
            onChange={(e) => form.change('consent', e.target.checked ? 'yes' : '')}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${consentId}-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-primary"
          />
          <label htmlFor={consentId} className="text-sm text-fg">
            {recordingText.consentLabel}
          </label>
        </div>
        {consentError && (
          <p id={`${consentId}-error`} className="mt-1.5 text-sm font-medium text-danger">
            {consentError}
          </p>
        )}
      </div>
      <Honeypot form={form} />
      {form.failure && (
        <p className="text-sm text-fg">
          {form.failure.message} {form.mayStillArrive && `${mayStillArriveNote} `}
          <a href={askByEmail(session.title, form.values.email)} className="font-semibold text-primary underline underline-offset-2">
            {directEmail.label}
          </a>
        </p>
      )}
      <button type="submit" disabled={form.locked} className={buttonClass('primary', 'md', 'w-full')}>
        {form.busy ? recordingText.sending : recordingText.button}
        <span className="sr-only">: {session.title}</span>
      </button>
      <DataUseNote text={recordingText.dataUse} className="text-xs text-fg-muted" />
    </form>
  )
}
