/** Every word of the contact, registration, newsletter and thank-you screens. */

export const contactPage = {
  badge: 'Limited-time offer',
  replyPromise: 'An AI advisor replies within 24 hours.',
  offerHeading: 'One AI workflow automated, free',
  offerText: 'Schedule a consultation and we will automate one AI workflow for your team at no cost.',
  termsLabel: 'Terms apply',
  expectations: [
    'A 30-minute call with a senior AI advisor, not a sales script',
    'Two or three automation opportunities ranked by payback',
    'A realistic timeline and budget range for your first pilot',
  ],
  formHeading: 'Tell us about your goals',
  submit: 'Send Message',
  sending: 'Sending...',
  /** The message pre-filled when a booking button sends a topic. */
  topicMessage: (topic: string) => `I'd like to book a ${topic.toLowerCase()}. `,
} as const

export const contactFields = {
  name: { label: 'Full name', placeholder: 'Jane Smith', autoComplete: 'name' },
  email: { label: 'Work email', placeholder: 'jane@company.com', autoComplete: 'email' },
  company: { label: 'Company', placeholder: 'Company name', autoComplete: 'organization' },
  phone: { label: 'Phone', placeholder: '+1 (555) 123-4567', autoComplete: 'tel' },
  message: { label: 'How can we help?', placeholder: 'Tell us about the process you want to automate...', autoComplete: 'off' },
} as const

export const contactToasts = {
  failureTitle: 'Error',
  failureDescription: 'Something went wrong. Please try again.',
} as const

export const registrationPage = {
  backLabel: 'Back to Webinars',
  defaultTitle: 'Upcoming Webinar',
  formHeading: 'Save your seat',
  submit: 'Register Now',
  sending: 'Registering...',
  privacyNote: 'We send the joining link and a reminder to your work email. No spam.',
} as const

export const registrationFields = {
  name: { label: 'Name', placeholder: 'Your name', autoComplete: 'name' },
  email: { label: 'Email', placeholder: 'Work email', autoComplete: 'email' },
  company: { label: 'Company', placeholder: 'Company name', autoComplete: 'organization' },
  jobTitle: { label: 'Job title', placeholder: 'Job title', autoComplete: 'organization-title' },
} as const

export const registrationToasts = {
  successTitle: 'Registration Successful!',
  successDescription: "You'll receive an email with webinar details shortly.",
  failureTitle: 'Registration Failed',
  failureDescription: 'Please try again or contact support.',
} as const

export const newsletterText = {
  label: 'Email address',
  successTitle: "You're subscribed!",
  successDescription: 'Watch your inbox for our next issue of AI insights and industry trends.',
  failureTitle: 'Subscription failed',
  failureDescription: 'We could not add you to the newsletter.',
} as const

export const directEmail = {
  label: 'Email us directly',
} as const

export const thankYouPage = {
  heading: 'Thank You!',
  text: "We've received your message and will get back to you within 24 hours.",
  articlesHeading: 'While you wait, read our latest insights',
  articleSlugs: ['ai-jobs-article', 'smb-ai-guide', 'field-sales-ai'],
  viewAll: 'View All Articles',
  calendarHeading: 'Your webinar seat is booked',
  calendarButton: 'Add to calendar (.ics)',
} as const
