import { site } from '~/config/site'

/** "Email us directly": a mailto link with the visitor's words already in it. */
export function directEmailHref(subject: string, body: string): string {
  return `mailto:${site.contactEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
