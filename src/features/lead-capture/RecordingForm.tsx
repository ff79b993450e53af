import { directEmail, mayStillArriveNote } from '~/content/lead-capture'
import { recordingText } from '~/content/webinars'
import { buttonClass } from '~/ui/button-styles'
import { showToast } from '~/ui/toast/toast-store'
import type { WebinarSession } from './email-params'
import { DataUseNote, FormFields } from './FormField'
import { Honeypot } from './Honeypot'
import { recordingForm } from './recording.lead-form'
import { useLeadForm } from './use-lead-form'

/**
 * "Get the recording" for a session that has taken place: an email and a ticked box,
 * sent to the agency's inbox through EmailJS (its own template). Drafts are kept per session.
 */
export function RecordingForm({ session, formKey }: { session: WebinarSession; formKey: string }) {
  const form = useLeadForm(recordingForm, { session }, {
    drafts: `${recordingForm.drafts}-${formKey}`,
    onSuccess: () => showToast({ title: recordingText.successTitle, description: recordingText.successDescription(session.title) }),
    onFailure: (failure, emailHref) =>
      showToast({
        variant: 'destructive',
        title: recordingText.failureTitle,
        description: `${recordingText.failureDescription}\n${failure.message}`,
        action: { label: directEmail.label, href: emailHref },
      }),
  })

  if (form.sent) {
    return (
      <p className="mt-4 text-sm font-semibold text-success" role="status">
        {recordingText.successTitle}. {recordingText.successDescription(session.title)}
      </p>
    )
  }
  return (
    <form
      // POST, never the browser's default GET: where no script runs, a visitor's details must not land in an address.
      method="post"
      noValidate
      aria-label={recordingText.formLabel(session.title)}
      className="relative mt-4 space-y-3"
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <FormFields form={form} look="compact" />
      <Honeypot form={form} />
      {form.failure && (
        <p className="text-sm text-fg">
          {form.failure.message} {form.mayStillArrive && `${mayStillArriveNote} `}
          <a href={form.directEmail()} className="font-semibold text-primary underline underline-offset-2">
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
