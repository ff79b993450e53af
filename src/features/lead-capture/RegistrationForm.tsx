import { useNavigate } from '@tanstack/react-router'
import { site } from '~/config/site'
import { directEmail, registrationFields, registrationPage, registrationToasts } from '~/content/lead-capture'
import { buttonClass } from '~/ui/button-styles'
import { showToast } from '~/ui/toast/toast-store'
import { directEmailHref, registrationEmailParams, type WebinarSession } from './email-params'
import { sendEmail } from './emailjs-client'
import { FailureNotice, FormField, Honeypot } from './FormField'
import { registrationSchema, validatorFor, type RegistrationValues } from './schemas'
import { useLeadForm } from './use-lead-form'
import { describeWhen, rememberRegistration } from './webinar-session'

const fields = ['name', 'email', 'company', 'jobTitle'] as const

export function RegistrationForm({ session }: { session: WebinarSession }) {
  const navigate = useNavigate()
  const emailHref = (values: Record<string, string>) =>
    directEmailHref(
      `Webinar registration: ${session.title}`,
      `Please register me for "${session.title}" ${describeWhen(session)}.\nName: ${values.name ?? ''}\nCompany: ${values.company ?? ''}\nJob title: ${values.jobTitle ?? ''}`,
    )
  const form = useLeadForm({
    form: 'webinar-registration',
    fields,
    validate: validatorFor(registrationSchema),
    send: (values) => sendEmail(site.emailjs.registrationTemplateId, registrationEmailParams(values as RegistrationValues, session)),
    onSuccess: () => {
      rememberRegistration(session)
      showToast({ title: registrationToasts.successTitle, description: registrationToasts.successDescription })
      void navigate({ to: '/thank-you' })
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
      {form.failure && <FailureNotice message={form.failure.message} emailHref={emailHref(form.values)} label={directEmail.label} />}
      <button type="submit" disabled={form.locked} className={buttonClass('primary', 'lg', 'w-full')}>
        {form.busy ? registrationPage.sending : registrationPage.submit}
      </button>
      <p className="text-sm text-fg-muted">{registrationPage.privacyNote}</p>
    </form>
  )
}
