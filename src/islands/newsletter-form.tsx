export { NewsletterForm as default } from '~/features/lead-capture/NewsletterForm'
