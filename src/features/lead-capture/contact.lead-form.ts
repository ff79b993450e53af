import { site } from '~/config/site'
import { contactFields as text } from '~/content/contact'
import { directEmail } from '~/content/lead-capture'
import { directEmailHref } from './direct-email'
import { defineLeadForm, rules } from './lead-form'
import { leadSourceLines } from './lead-source-params'

/** /contact: to the agency's inbox; the body carries every field, then where the lead came from (the topic of the link that opened the form). */
export const contactForm = defineLeadForm({
  fields: {
    name: { ...text.name, input: 'text', autoComplete: 'name', rule: rules.atLeast(2, 'Name must be at least 2 characters'), param: 'from_name' },
    email: { ...text.email, input: 'email', autoComplete: 'email', rule: rules.email },
    company: { ...text.company, input: 'text', autoComplete: 'organization', rule: rules.atLeast(2, 'Company name must be at least 2 characters') },
    phone: { ...text.phone, input: 'tel', autoComplete: 'tel', rule: rules.atLeast(10, 'Phone number must be at least 10 characters') },
    message: { ...text.message, input: 'textarea', autoComplete: 'off', rule: rules.atLeast(10, 'Message must be at least 10 characters') },
  },
  drafts: 'contact',
  template: site.emailjs.contactTemplateId,
  thankYou: 'contact',
  leadSource: ({ topic }: { topic: string | undefined }) => topic,
  email: (values, _subject, source) => ({
    to_email: site.emailjs.leadsInbox,
    to_name: site.brandName,
    message: [
      `Name: ${values.name}`,
      `Company: ${values.company}`,
      `Phone: ${values.phone}`,
      `Email: ${values.email}`,
      '',
      'Message:',
      values.message,
      '',
      ...leadSourceLines(source),
    ].join('\n'),
  }),
  directEmail: (values) => directEmailHref(directEmail.contactSubject(values.name?.trim() ?? ''), values.message ?? ''),
})
