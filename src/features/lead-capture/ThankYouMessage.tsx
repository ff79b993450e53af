import { thankYouDirect, thankYouFor } from '~/content/thank-you'
import { usePageHistoryState, usePageSearch } from '~/lib/page-search'
import { island } from '~/lib/island'
import { useHydrated } from '~/lib/use-hydrated'
import { buttonClass } from '~/ui/button-styles'
import { Check } from '~/ui/icons'
import { Link } from '~/ui/Link'
import { CalendarOffer } from './CalendarOffer'
import { parseThankYouSearch } from './thank-you-search'

/**
 * What the thank-you page says about the form that led to it, and the calendar file after a webinar
 * registration. /thank-you is a page of islands and this is its island: hydrated alone, it reads the
 * address and the history entry's state (where the registration left its session through the router,
 * kept over a reload); in the app (the registration moves here in the same document), through the router.
 */
export function ThankYouMessage() {
  const search = usePageSearch(parseThankYouSearch)
  const historyState = usePageHistoryState()
  const hydrated = useHydrated()
  // The HTML is prerendered without search params: it says what a direct visit should hear,
  // and the form that led here is read once hydrated.
  const done = hydrated && search.form ? thankYouFor[search.form] : undefined
  return (
    <>
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
        <Check aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-4xl font-bold tracking-tight md:text-5xl md:tracking-display">{done ? done.heading : thankYouDirect.heading}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-fg-muted">{done ? done.text : thankYouDirect.text}</p>
      {!done && (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/contact" className={buttonClass('primary', 'md')}>
            {thankYouDirect.contact}
          </Link>
          <Link to="/webinars" className={buttonClass('secondary', 'md')}>
            {thankYouDirect.webinars}
          </Link>
        </div>
      )}
      <div className="mx-auto max-w-xl text-left">{hydrated && <CalendarOffer historyState={historyState} />}</div>
    </>
  )
}

export const ThankYouMessageIsland = island('thank-you/message', ThankYouMessage)
