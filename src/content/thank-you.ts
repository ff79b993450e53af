/** Every word of /thank-you. */

export const thankYouPage = {
  heading: 'Thank You!',
  text: "We've received your message and will get back to you within 24 hours.",
  articlesHeading: 'While you wait, read our latest insights',
  articleSlugs: ['ai-jobs-article', 'smb-ai-guide', 'field-sales-ai'],
  viewAll: 'View All Articles',
  calendarHeading: 'Your webinar seat is booked',
  calendarButton: 'Add to calendar (.ics)',
} as const
