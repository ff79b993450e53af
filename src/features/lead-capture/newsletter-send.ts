import { site } from '~/config/site'
import { newsletterEmailParams } from './email-params'
import { sendEmail } from './emailjs-client'

/**
 * The footer's sign-up send, loaded on the first Subscribe so that the sending code
 * stays out of every page's first load.
 */
export function sendNewsletterSignUp(email: string): Promise<void> {
  return sendEmail(site.emailjs.newsletterTemplateId, newsletterEmailParams(email.trim()))
}
