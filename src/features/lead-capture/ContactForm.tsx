import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { contactPage, contactToasts } from '~/content/contact'
import { dataUseNote, directEmail } from '~/content/lead-capture'
import { buttonClass } from '~/ui/button-styles'
import { showToast } from '~/ui/toast/toast-store'
import { contactForm } from './contact.lead-form'
import { contactStartValues, type ContactPrefill } from './contact-prefill'
import { FailureNotice } from './FailureNotice'
import { DataUseNote, FormFields } from './FormField'
import { Honeypot } from './Honeypot'
import { useLeadForm } from './use-lead-form'
import { island, type IslandProps } from '~/lib/island'
import { addressSearch } from '~/lib/page-search'
import { parseContactSearch } from './search-params'
import { useThankYouPage } from './use-thank-you-page'

export function ContactForm({ prefill, islandId }: { prefill: ContactPrefill } & IslandProps) {
  const thankYou = useThankYouPage()
  // The topic of the link that opened the form goes into the email as its source.
  const form = useLeadForm(contactForm, { topic: prefill.topic }, {
    idBase: islandId,
    start: (draft) => contactStartValues(prefill, draft),
    onSuccess: () => thankYou('message'),
    onFailure: (failure, emailHref) =>
      showToast({
        variant: 'destructive',
        title: contactToasts.failureTitle,
        description: `${contactToasts.failureDescription}\n${failure.message}`,
        action: { label: directEmail.label, href: emailHref },
      }),
  })

  // A booking link followed while already on this page puts its line first in the
  // message, keeping what the visitor wrote (the form is never remounted).
  const appliedPrefill = useRef(prefill)
  useEffect(() => {
    const previous = appliedPrefill.current
    if (previous.topic === prefill.topic && previous.message === prefill.message) return
    appliedPrefill.current = prefill
    const next = contactStartValues(prefill, form.values).message
    if (next !== undefined && next !== form.values.message) form.change('message', next)
  }, [prefill, form])

  return (
    <form
      // POST, never the browser's default GET: where no script runs, a visitor's details must not land in an address.
      method="post"
      noValidate
      aria-label="Contact form"
      className="relative space-y-5"
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormFields form={form} />
      </div>
      <Honeypot form={form} />
      {form.failure && (
        <FailureNotice
          message={form.failure.message}
          emailHref={form.directEmail()}
          label={directEmail.label}
          mayStillArrive={form.mayStillArrive}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <button type="submit" disabled={form.locked} className={buttonClass('primary', 'lg', 'w-full shrink-0 sm:w-auto')}>
          {form.busy ? contactPage.sending : contactPage.submit}
        </button>
        <DataUseNote text={dataUseNote.contact} />
      </div>
    </form>
  )
}

/**
 * The form on /contact, a page of islands: in the app (a page opened from another in the same
 * document) the route's typed search params prefill it; hydrated alone, the page's address read as
 * the route reads it (the prerendered props hold no search params). Either way, the prefill only
 * sets start values, applied after hydration, so the HTML is the same.
 */
export function ContactPageForm({ prefill, islandId }: { prefill: ContactPrefill } & IslandProps) {
  const routed = useRouter({ warn: false }) != null
  const [fromAddress] = useState(() => (routed ? undefined : parseContactSearch(addressSearch())))
  return <ContactForm prefill={fromAddress ?? prefill} islandId={islandId} />
}

export const ContactFormIsland = island('contact/contact-form', ContactPageForm)
