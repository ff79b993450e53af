import { Link } from '@tanstack/react-router'
import { upcomingWebinars } from '~/content/home'
import { webinars } from '~/content/webinars'
import { SectionHeading } from '~/ui/SectionHeading'
import { buttonClass } from '~/ui/button-styles'
import { Card } from '~/ui/Card'
import { Headset, Rocket, TrendingUp } from '~/ui/icons'
import { Reveal } from '~/ui/Reveal'

const icons = { rocket: Rocket, 'trending-up': TrendingUp, headset: Headset } as const

export function UpcomingWebinars() {
  return (
    <section aria-labelledby="upcoming-webinars" className="container-page py-20">
      <SectionHeading id="upcoming-webinars" title={upcomingWebinars.heading} intro={upcomingWebinars.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {webinars.map((webinar, i) => {
          const Icon = icons[webinar.icon]
          return (
            <Reveal as="li" key={webinar.slug} delay={i * 0.1} className="flex">
              <Card as="article" className="flex flex-1 flex-col p-6">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <p className="mt-4 text-sm font-semibold text-primary">
                  {webinar.date} · {webinar.time} · {webinar.duration}
                </p>
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
      <div className="mt-10 text-center">
        <Link to="/webinars" className={buttonClass('secondary', 'lg')}>
          {upcomingWebinars.viewAll}
        </Link>
      </div>
    </section>
  )
}
