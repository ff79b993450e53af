import type { IslandParts } from '~/lib/island-names'
import { NewsletterForm } from '~/features/lead-capture/NewsletterForm'
import { CurrentYear } from '~/shell/SiteFooter'
import { SiteHeader } from '~/shell/SiteHeader'
import { Toaster } from '~/ui/toast/Toaster'

/** The islands of every page's frame: header, toasts and footer (their code is in the shell's chunk: this module only names them). */
export default {
  'site-header': SiteHeader,
  toaster: Toaster,
  'newsletter-form': NewsletterForm,
  'current-year': CurrentYear,
} satisfies IslandParts<'frame'>
