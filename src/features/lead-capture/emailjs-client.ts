import { site } from '~/config/site'
import { whenOutsideCallsReady } from '~/lib/outside-calls'
import { describeSendFailure } from './send-failure'

export type TemplateParams = Record<string, string>

/**
 * Sends one email through EmailJS. The SDK is loaded on first use so it costs the
 * first page load nothing. Rejects with a SendFailure the form can show. There is
 * no timeout here: a send cannot be cancelled, so the form's machine tells the
 * visitor after SEND_TIMEOUT_MS and keeps listening for the late answer.
 */
export async function sendEmail(templateId: string, params: TemplateParams): Promise<void> {
  await whenOutsideCallsReady()
  try {
    const { default: emailjs } = await import('@emailjs/browser')
    await emailjs.send(site.emailjs.serviceId, templateId, params, { publicKey: site.emailjs.publicKey })
  } catch (error) {
    throw describeSendFailure(error)
  }
}
