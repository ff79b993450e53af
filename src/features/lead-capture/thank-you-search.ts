import { thankYouForms, type ThankYouForm } from '~/content/thank-you-forms'
import { searchChoice } from '~/lib/search-text'

export interface ThankYouSearch {
  form?: ThankYouForm
}

/**
 * /thank-you?form=message|seat|recording|newsletter: the form that led here; anything else reads
 * as no form (a direct visit). A plain parser, not a valibot schema: the router validates search
 * params in every page's first load (src/lib/search-text.ts), where valibot would add ~1 KB gzip.
 */
export function parseThankYouSearch(search: Record<string, unknown>): ThankYouSearch {
  return { form: searchChoice(search.form, thankYouForms) }
}
