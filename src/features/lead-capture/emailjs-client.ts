import { site } from '~/config/site'
import { whenOutsideCallsReady } from '~/lib/outside-calls'
import { describeSendFailure, SendTimeoutError } from './send-failure'

/** Longest we wait for EmailJS before telling the visitor. */
export const SEND_TIMEOUT_MS = 15_000

export type TemplateParams = Record<string, string>

/**
 * Sends one email through EmailJS. The SDK is loaded on first use so it costs the
 * first page load nothing. Rejects with a SendFailure the form can show.
 */
export async function sendEmail(templateId: string, params: TemplateParams): Promise<void> {
  await whenOutsideCallsReady()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const { default: emailjs } = await import('@emailjs/browser')
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SendTimeoutError()), SEND_TIMEOUT_MS)
    })
    await Promise.race([emailjs.send(site.emailjs.serviceId, templateId, params, { publicKey: site.emailjs.publicKey }), timeout])
  } catch (error) {
    throw describeSendFailure(error)
  } finally {
    clearTimeout(timer)
  }
}
