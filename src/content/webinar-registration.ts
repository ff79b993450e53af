/** Every word of /webinar-registration (the page and its form). */

export const registrationPage = {
  backLabel: 'Back to Webinars',
  formHeading: 'Save your seat',
  submit: 'Register Now',
  sending: 'Registering...',
  privacyNote: 'We send the joining link and a reminder to your work email. No spam.',
} as const

export const registrationFields = {
  name: { label: 'Name', placeholder: 'Your name' },
  email: { label: 'Email', placeholder: 'Work email' },
  company: { label: 'Company', placeholder: 'Company name' },
  jobTitle: { label: 'Job title', placeholder: 'Job title' },
} as const

export const registrationToasts = {
  successTitle: 'Registration Successful!',
  successDescription: "You'll receive an email with webinar details shortly.",
  failureTitle: 'Registration Failed',
  failureDescription: 'Please try again or contact support.',
} as const

/** /webinar-registration for a session that has already taken place: no seat to save, the recording instead. */
export const pastSessionText = {
  heading: 'This session has already taken place',
  body: (when: string) =>
    `It ran${when ? ` on ${when}` : ''}, so registration is closed. Leave your email and we will send you the recording.`,
  allSessions: 'See upcoming and on-demand webinars',
} as const
