import { Link } from '~/ui/Link'
import { registrationSearch, webinarsText, type Webinar } from '~/content/webinars'
import { buttonClass } from '~/ui/button-styles'
import { Card } from '~/ui/Card'
import { WebinarWhen } from './WebinarWhen'

/**
 * The next sessions to register for, each with a link that names it on /webinar-registration
 * (the same link as its Register Now on /webinars). With none left, a way to hear about the next.
 */
export function SessionChooser({ sessions, headingId, heading, intro }: { sessions: readonly Webinar[]; headingId: string; heading: string; intro: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold">
        {heading}
      </h2>
      {sessions.length > 0 ? (
        <>
          <p className="mt-2 text-fg-muted">{intro}</p>
          <ul className="mt-6 space-y-4">
            {sessions.map((webinar) => (
              <li key={webinar.slug}>
                <Card as="article" className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <h3 className="font-bold">{webinar.title}</h3>
                    <WebinarWhen webinar={webinar} className="mt-1" />
                  </div>
                  <Link to="/webinar-registration" search={registrationSearch(webinar)} className={buttonClass('primary', 'md', 'shrink-0')}>
                    {webinarsText.chooseSession}
                    <span className="sr-only">: {webinar.title}, {webinar.date}</span>
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="mt-4 rounded-2xl border border-border p-6">
          <p>{webinarsText.noneUpcoming}</p>
          <Link to="/contact" search={{ topic: webinarsText.nextSessionTopic }} className={buttonClass('primary', 'md', 'mt-4')}>
            {webinarsText.nextSession}
          </Link>
        </div>
      )}
    </section>
  )
}
