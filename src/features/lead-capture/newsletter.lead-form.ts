import { site } from '~/config/site'
import { newsletterText } from '~/content/lead-capture'
import { footerText } from '~/content/navigation'
import { directEmailHref } from './direct-email'
import { defineLeadForm, rules } from './lead-form'

/** The footer's newsletter sign-up, on every page: to the agency's inbox. */
export const newsletterForm = defineLeadForm({
  fields: {
    email: { label: newsletterText.label, placeholder: footerText.newsletterPlaceholder, input: 'email', autoComplete: 'email', rule: rules.email, param: 'from_name' },
  },
  drafts: 'newsletter',
  template: site.emailjs.newsletterTemplateId,
  email: (values, _subject: Record<string, never>) => ({
    to_email: site.emailjs.leadsInbox,
    to_name: site.brandName,
    message: `Newsletter sign-up: please add ${values.email} to the AI insights newsletter.`,
  }),
  directEmail: (values) => directEmailHref(newsletterText.emailSubject, newsletterText.emailBody(values.email?.trim() ?? '')),
})
