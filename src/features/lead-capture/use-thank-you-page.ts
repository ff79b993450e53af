import { defaultStringifySearch, useRouter } from '@tanstack/react-router'
import type { ThankYouForm } from '~/content/thank-you-forms'

/**
 * Opens the thank-you page for a form that was sent: through the router in the app, as a new
 * document from an island hydrated without it (src/islands-main.tsx), with the same address.
 */
export function useThankYouPage(): (form: ThankYouForm) => void {
  const router = useRouter({ warn: false })
  return (form) => {
    if (router) void router.navigate({ to: '/thank-you', search: { form } })
    else window.location.assign(`/thank-you${defaultStringifySearch({ form })}`)
  }
}
