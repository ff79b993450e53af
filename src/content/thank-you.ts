import type { ThankYouForm } from './thank-you-forms'

/** Every word of /thank-you. */

export const thankYouPage = {
  heading: 'Thank You!',
  text: "We've received your message and will get back to you within 24 hours.",
  articlesHeading: 'While you wait, read our latest insights',
  /** How many of the newest articles the page lists. */
  articleCount: 3,
  viewAll: 'View All Articles',
  calendarHeading: 'Your webinar seat is booked',
  calendarButton: 'Add to calendar (.ics)',
} as const


/** What happened, per form: the spec's words after a contact form; each other form says what it did. */
export const thankYouFor: Record<ThankYouForm, { heading: string; text: string }> = {
  message: { heading: thankYouPage.heading, text: thankYouPage.text },
  seat: { heading: thankYouPage.heading, text: 'Your seat is saved. The joining link and the session details are on their way to your work email.' },
  recording: { heading: thankYouPage.heading, text: 'Your request is with us: we will email you the recording shortly.' },
  newsletter: { heading: thankYouPage.heading, text: 'You are subscribed: the next issue of our AI insights arrives in your inbox.' },
}

/** The page opened with no form behind it (a bookmark, a typed address): nothing to confirm, two ways on. */
export const thankYouDirect = {
  heading: 'Nothing to confirm yet',
  text: 'This page confirms a message or a webinar registration once you send one. To reach us, or to save a seat at a webinar, start here:',
  contact: 'Talk to an AI Advisor',
  webinars: 'See upcoming webinars',
} as const

