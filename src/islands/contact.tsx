import type { IslandParts } from '~/lib/island-names'
import { ContactPageForm } from '~/features/lead-capture/ContactForm'

/** The islands of the contact page. */
export default {
  'contact-form': ContactPageForm,
} satisfies IslandParts<'contact'>
