import { dataUseNote, directEmail, mayStillArriveNote, newsletterText } from '~/content/lead-capture'
import { footerText } from '~/content/navigation'
import { buttonClass } from '~/ui/button-styles'
import { showToast } from '~/ui/toast/toast-store'
import { DataUseNote, FormFields } from './FormField'
import { Honeypot } from './Honeypot'
import { newsletterForm } from './newsletter.lead-form'
import { takeLostFocus, useLeadForm } from './use-lead-form'
import { island, type IslandProps } from '~/lib/island'

/** The footer's newsletter sign-up, on every page. */
export function NewsletterForm({ islandId }: IslandProps) {
  const form = useLeadForm(newsletterForm, {}, {
    idBase: islandId,
    onSuccess: () => showToast({ title: newsletterText.successTitle, description: newsletterText.successDescription }),
    onFailure: (failure, emailHref) =>
      showToast({
        variant: 'destructive',
        title: newsletterText.failureTitle,
        description: `${newsletterText.failureDescription}\n${failure.message}`,
        action: { label: directEmail.label, href: emailHref },
      }),
  })

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
      // POST, never the browser's default GET: where no script runs, a visitor's details must not land in an address.
      method="post"
      noValidate
      aria-label="Newsletter sign-up"
      className="relative mt-3"
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <div className="flex items-start gap-2">
        <FormFields form={form} look="inline" />
        <button type="submit" disabled={form.locked} className={buttonClass('primary', 'md')}>
          {form.busy ? newsletterText.sending : footerText.newsletterButton}
        </button>
      </div>
      <Honeypot form={form} />
      <DataUseNote text={dataUseNote.newsletter} className="mt-1.5 text-xs text-fg-muted" />
      {form.failure && (
        <p className="mt-1.5 text-sm text-fg">
          {form.failure.message} {form.mayStillArrive && `${mayStillArriveNote} `}
          <a href={form.directEmail()} className="font-semibold text-primary underline underline-offset-2">
            {directEmail.label}
          </a>
        </p>
      )}
    </form>
  )
}

export const NewsletterFormIsland = island('frame/newsletter-form', NewsletterForm)
