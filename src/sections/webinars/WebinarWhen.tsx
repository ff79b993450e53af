import { webinarsText, type Webinar } from '~/content/webinars'
import { useRef } from 'react'
import { useNearViewport } from '~/lib/use-near-viewport'

/**
 * One formatter per visit, made when the first session's time comes near the viewport: the
 * first date formatter of a page loads the browser's time-zone data, 35-60 ms of CPU at 1x
 * (home's largest single cost after hydration), which a visitor who never scrolls to the
 * webinars should not pay.
 */
let visitorFormat: Intl.DateTimeFormat | undefined

/**
 * The session's start in the visitor's own zone ('June 2 at 4:00 AM GMT+10'), or null when
 * the visitor's zone is the session's own. Browser only (the prerendered page cannot know it).
 */
function inVisitorTime(webinar: Webinar): string | null {
  visitorFormat ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
  if (visitorFormat.resolvedOptions().timeZone === webinar.timeZone) return null
  return visitorFormat.format(webinar.startsAtMs)
}

/**
 * 'June 1, 2025 · 11:00 AM PDT · 60 min', as announced (the zone's name right for the
 * date), and once it comes near the viewport the visitor's own time beneath it.
 */
export function WebinarWhen({ webinar, past = false, className }: { webinar: Webinar; past?: boolean; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  const visitorTime = near && !past ? inVisitorTime(webinar) : null
  return (
    <div ref={ref} className={className}>
      <p className="text-sm font-semibold text-primary">
        {past ? (
          <>
            {webinarsText.recorded} <time dateTime={new Date(webinar.startsAtMs).toISOString()}>{webinar.date}</time> · {webinar.duration}
          </>
        ) : (
          <>
            <time dateTime={new Date(webinar.startsAtMs).toISOString()}>
              {webinar.date} · {webinar.time}
            </time>{' '}
            · {webinar.duration}
          </>
        )}
      </p>
      {/* The line is kept free from the start, so the time arriving after hydration moves nothing. */}
      {!past && <p className="mt-0.5 min-h-5 text-sm text-fg-muted">{visitorTime && `${webinarsText.yourTime} ${visitorTime}`}</p>}
    </div>
  )
}
