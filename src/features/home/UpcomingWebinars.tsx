import { Link } from '~/ui/Link'
import { upcomingWebinars } from '~/content/home'
import { splitSessions, webinars, webinarsText } from '~/content/webinars'
import { island } from '~/lib/island'
import { useNow } from '~/lib/use-now'
import { WebinarWhen } from '~/sections/webinars/WebinarWhen'
import { SectionHeading } from '~/ui/SectionHeading'
import { buttonClass } from '~/ui/button-styles'
import { Card } from '~/ui/Card'
import { Headset, Rocket, TrendingUp } from '~/ui/icons'
import { Reveal } from '~/ui/Reveal'
import { SampleNote } from '~/sections/SampleNote'

const icons = {
  rocket: Rocket,
  'trending-up': TrendingUp,
  headset: Headset,
} as const

export function UpcomingWebinars() {
  // Only sessions still to come: decided at build time, and again with the visitor's clock once hydrated.
  const { upcoming } = splitSessions(webinars, useNow())
  return (
    <section aria-labelledby="upcoming-webinars" className="render-when-near container-page py-20">
      <SectionHeading id="upcoming-webinars" title={upcomingWebinars.heading} intro={upcomingWebinars.intro} />
      <div className="text-center">
        <SampleNote sample={webinars[0]?.sample} className="mt-3" />
      </div>
      {upcoming.length === 0 && (
        <div className="mt-10 rounded-2xl border border-border p-8 text-center">
          <p className="text-lg">{webinarsText.noneUpcoming}</p>
          <Link to="/contact" search={{ topic: webinarsText.nextSessionTopic }} className={buttonClass('primary', 'lg', 'mt-6')}>
            {webinarsText.nextSession}
          </Link>
        </div>
      )}
      {upcoming.length > 0 && (
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {upcoming.map((webinar, i) => {
            const Icon = icons[webinar.icon]
            return (
              <Reveal as="li" key={webinar.slug} delay={i * 0.1} className="flex">
                <Card as="article" className="flex flex-1 flex-col p-6">
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <WebinarWhen webinar={webinar} className="mt-4" />
                  <h3 className="mt-2 text-lg font-bold">{webinar.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-fg-muted">{webinar.description}</p>
                  <p className="mt-4 text-sm">
                    <span className="font-semibold">{webinar.presenter.name}</span>, <span className="text-fg-muted">{webinar.presenter.role}</span>
                  </p>
                  <Link to="/webinars" className={buttonClass('primary', 'md', 'mt-5')}>
                    {upcomingWebinars.register}
                    <span className="sr-only">: {webinar.title}</span>
                  </Link>
                </Card>
              </Reveal>
            )
          })}
        </ul>
      )}
      <div className="mt-10 text-center">
        <Link to="/webinars" className={buttonClass('secondary', 'lg')}>
          {upcomingWebinars.viewAll}
        </Link>
      </div>
    </section>
  )
}

/** The cards change with the visitor's clock: an island, hydrated at once so that the page never lists a session that is over. */
export const UpcomingWebinarsIsland = island('home/upcoming-webinars', UpcomingWebinars, { hydrate: 'load' })
