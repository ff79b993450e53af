/** Every word of /contact (the page and its form). */

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
  /** The agency's direct lines, beside the form (the values are the site's settings). */
  direct: {
    heading: 'Other ways to reach us',
    email: 'Email',
    phone: 'Phone',
    office: 'Office',
  },
  formHeading: 'Tell us about your goals',
  submit: 'Send Message',
  sending: 'Sending...',
  /** The message pre-filled when a booking button sends a topic (the visitor adds the details). */
  topicMessage: (topic: string) => `I'd like to talk about: ${topic.replace(/[.!?\s]+$/, '')}.\n\n`,
} as const

export const contactFields = {
  name: { label: 'Full name', placeholder: 'Jane Smith' },
  email: { label: 'Work email', placeholder: 'jane@company.com' },
  company: { label: 'Company', placeholder: 'Company name' },
  phone: { label: 'Phone', placeholder: '+1 (555) 123-4567' },
  message: { label: 'How can we help?', placeholder: 'Tell us about the process you want to automate...' },
} as const

export const contactToasts = {
  failureTitle: 'Error',
  failureDescription: 'Something went wrong. Please try again.',
} as const
