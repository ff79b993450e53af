import { footerText } from '~/content/navigation'
import { buttonClass } from '~/ui/button-styles'

export function NewsletterForm() {
  return (
    <form className="mt-3 flex gap-2" noValidate onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder={footerText.newsletterPlaceholder}
        className="min-h-11 w-full min-w-0 rounded-lg border border-border bg-card px-3 text-sm text-fg placeholder:text-fg-muted"
      />
      <button type="submit" className={buttonClass('primary', 'md')}>
        {footerText.newsletterButton}
      </button>
    </form>
  )
}
