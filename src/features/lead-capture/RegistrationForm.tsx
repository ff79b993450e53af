import { useNavigate } from '@tanstack/react-router'
import { dataUseNote, directEmail } from '~/content/lead-capture'
import { registrationFields, registrationPage, registrationToasts } from '~/content/webinar-registration'
import { buttonClass } from '~/ui/button-styles'
import { showToast } from '~/ui/toast/toast-store'
import { directEmailHref } from './direct-email'
import type { WebinarSession } from './email-params'
import { DataUseNote, FailureNotice, FormField } from './FormField'
import { Honeypot } from './Honeypot'
import { registrationForm } from './lead-forms'
import { useLeadForm } from './use-lead-form'
import { describeWhen } from './webinar-session'

export function RegistrationForm({ session }: { session: WebinarSession }) {
  const navigate = useNavigate()
  const emailHref = (values: Record<string, string>) =>
    directEmailHref(
      directEmail.registrationSubject(session.title),
      directEmail.registrationBody(
        { title: session.title, when: describeWhen(session) },
        { name: values.name ?? '', company: values.company ?? '', jobTitle: values.jobTitle ?? '' },
      ),
    )
  const form = useLeadForm(registrationForm, { session }, {
    onSuccess: () => {
      showToast({ title: registrationToasts.successTitle, description: registrationToasts.successDescription })
      // The thank-you page offers this session as a calendar file.
      void navigate({ to: '/thank-you', search: { form: 'seat' }, state: { webinarSession: session } })
    },
    onFailure: (failure, values) => {
      console.error('Webinar registration failed:', failure.kind, failure.message)
      showToast({
        variant: 'destructive',
        title: registrationToasts.failureTitle,
        description: `${registrationToasts.failureDescription}\n${failure.message}`,
        action: { label: directEmail.label, href: emailHref(values) },
      })
    },
  })

  return (
    <form
      noValidate
      aria-label="Webinar registration"
      className="relative space-y-5"
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <FormField form={form} name="name" {...registrationFields.name} />
      <FormField form={form} name="email" type="email" {...registrationFields.email} />
      <FormField form={form} name="company" {...registrationFields.company} />
      <FormField form={form} name="jobTitle" {...registrationFields.jobTitle} />
      <Honeypot form={form} />
      {form.failure && (
        <FailureNotice message={form.failure.message} emailHref={emailHref(form.values)} label={directEmail.label} mayStillArrive={form.mayStillArrive} />
      )}
      <button type="submit" disabled={form.locked} className={buttonClass('primary', 'lg', 'w-full')}>
        {form.busy ? registrationPage.sending : registrationPage.submit}
      </button>
      <p className="text-sm text-fg-muted">{registrationPage.privacyNote}</p>
      <DataUseNote text={dataUseNote.registration} />
    </form>
  )
}
