/**
 * Lead capture words every page needs (the footer newsletter, the way out of a
 * failed send, the default webinar title). Each form page has its own module
 * (contact.ts, webinar-registration.ts, thank-you.ts) so its words load with it.
 */

export const newsletterText = {
  label: 'Email address',
  successTitle: "You're subscribed!",
  successDescription: 'Watch your inbox for our next issue of AI insights and industry trends.',
  failureTitle: 'Subscription failed',
  failureDescription: 'We could not add you to the newsletter.',
  sending: 'Sending...',
  emailSubject: 'Newsletter sign-up',
  emailBody: (email: string) => `Please add ${email || 'me'} to your AI insights newsletter.`,
} as const

/** "Email us directly": the way out of a failed send, with the visitor's words already in the email. */
export const directEmail = {
  label: 'Email us directly',
  contactSubject: (name: string) => `Enquiry from ${name || 'the website'}`,
  registrationSubject: (title: string) => `Webinar registration: ${title}`,
  /** `details`: the form's fields as "Label: value" lines. */
  registrationBody: (session: { title: string; when: string }, details: readonly string[]) =>
    [`Please register me for "${session.title}"${session.when ? ` (${session.when})` : ''}.`, '', ...details].join('\n'),
} as const

/** One line beside each submit button: what happens to the data, with the privacy policy one tap away. */
export const dataUseNote = {
  contact: 'We use these details only to reply to your request, and where you came from on this site only to learn which pages bring enquiries; we keep them up to 24 months.',
  registration: 'We use these details only for this webinar, and where you came from on this site only to learn which pages bring sign-ups; we keep them up to 24 months.',
  newsletter: 'Only for the newsletter; unsubscribe with one click.',
  privacyLabel: 'Privacy Policy',
} as const

/** Under a send that timed out: it may still be delivered, so sending again may send it twice. */
export const mayStillArriveNote =
  'Your first attempt may still arrive: if it does, we will take you on from here. Sending again could deliver it twice.'

/** What /webinar-registration shows when its link names no session. */
export const defaultWebinarTitle = 'Upcoming Webinar'
