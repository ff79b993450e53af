import type { IslandParts } from '~/lib/island-names'
import { ChatLauncher } from '~/features/chat/ChatLauncher'
import { NewsletterForm } from '~/features/lead-capture/NewsletterForm'
import { CurrentYear } from '~/shell/SiteFooter'
import { SiteHeader } from '~/shell/SiteHeader'
import { Toaster } from '~/ui/toast/Toaster'

/** The islands of every page's frame: header, toasts, footer and the chat's toggle (their code is in the shell's chunk: this module only names them). */
export default {
  'site-header': SiteHeader,
  toaster: Toaster,
  'newsletter-form': NewsletterForm,
  'current-year': CurrentYear,
  'chat-launcher': ChatLauncher,
} satisfies IslandParts<'frame'>
