import type { FormValues } from '@machines/form-values'
import { contactPage } from '~/content/contact'

export interface ContactPrefill {
  topic?: string | undefined
  message?: string | undefined
}

/**
 * The contact form's starting values: the tab's draft, with the message a booking
 * link brings (its message, or a line naming its topic) put first. Words the visitor
 * already typed are kept after it, never replaced.
 */
export function contactStartValues(link: ContactPrefill, draft: FormValues | null): FormValues {
  const linkText = link.message ?? (link.topic ? contactPage.topicMessage(link.topic) : undefined)
  const typed = draft?.message?.trim() ?? ''
  if (!linkText) return { ...draft }
  if (typed === '') return { ...draft, message: linkText }
  if (typed.includes(linkText.trim())) return { ...draft }
  return { ...draft, message: `${linkText.trimEnd()}\n\n${typed}` }
}
