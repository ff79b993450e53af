import { useNavigate } from '@tanstack/react-router'
import { dataUseNote, directEmail } from '~/content/lead-capture'
import { registrationPage, registrationToasts } from '~/content/webinar-registration'
import { buttonClass } from '~/ui/button-styles'
import { showToast } from '~/ui/toast/toast-store'
import type { WebinarSession } from './email-params'
import { FailureNotice } from './FailureNotice'
import { DataUseNote, FormFields } from './FormField'
import { Honeypot } from './Honeypot'
import { registrationForm } from './registration.lead-form'
import { useLeadForm } from './use-lead-form'

export function RegistrationForm({ session }: { session: WebinarSession }) {
  const navigate = useNavigate()
  const form = useLeadForm(registrationForm, { session }, {
    onSuccess: () => {
      showToast({ title: registrationToasts.successTitle, description: registrationToasts.successDescription })
      // The thank-you page offers this session as a calendar file.
      void navigate({ to: '/thank-you', search: { form: 'seat' }, state: { webinarSession: session } })
    },
    onFailure: (failure, emailHref) => {
      console.error('Webinar registration failed:', failure.kind, failure.message)
      showToast({
        variant: 'destructive',
        title: registrationToasts.failureTitle,
        description: `${registrationToasts.failureDescription}\n${failure.message}`,
        action: { label: directEmail.label, href: emailHref },
      })
    },
  })

  return (
    <form
      // POST, never the browser's default GET: where no script runs, a visitor's details must not land in an address.
      method="post"
      noValidate
      aria-label="Webinar registration"
      className="relative space-y-5"
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <FormFields form={form} />
      <Honeypot form={form} />
      {form.failure && (
        <FailureNotice message={form.failure.message} emailHref={form.directEmail()} label={directEmail.label} mayStillArrive={form.mayStillArrive} />
      )}
      <button type="submit" disabled={form.locked} className={buttonClass('primary', 'lg', 'w-full')}>
        {form.busy ? registrationPage.sending : registrationPage.submit}
      </button>
      <p className="text-sm text-fg-muted">{registrationPage.privacyNote}</p>
      <DataUseNote text={dataUseNote.registration} />
    </form>
  )
}
