import { Link } from '~/ui/Link'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { revenueHub, techHub, type Hub } from '~/content/home'
import { claimEarlyInput } from '~/lib/early-input'
import { island } from '~/lib/island'
import { useLazyActor } from '~/lib/use-lazy-actor'
import { cardClass } from '~/ui/Card'
import { SectionHeading } from '~/ui/SectionHeading'
import { ArrowRight, Check } from '~/ui/icons'
import { pageTo } from '~/ui/page-link'
import { ChangeBars, changeBarsOf } from '~/sections/charts/ChangeBars'

const keyToEvent = {
  ArrowRight: 'tabs.next',
  ArrowLeft: 'tabs.prev',
  Home: 'tabs.first',
  End: 'tabs.last',
} as const

/** A hub of services as WAI-ARIA tabs: arrow keys, Home and End move and activate. */
export function ServicesHub({ hub }: { hub: Hub }) {
  // The first tab shows until the machine runs (from the visitor's first intent); a key or click before that waits for it.
  const { view: active, send } = useLazyActor({
    load: () => import('@machines/tabs.machine').then((module) => module.tabsMachine),
    input: () => ({ count: hub.tabs.length }),
    initialView: 0,
    view: (snapshot) => snapshot.context.activeIndex,
    startEarly: 'intent',
  })
  const tabId = (i: number) => `${hub.id}-tab-${i}`
  const panelId = (i: number) => `${hub.id}-panel-${i}`

  // Arrow keys, Home and End move focus with the selection (WAI-ARIA tabs, automatic activation).
  const focusFollows = useRef(false)
  useEffect(() => {
    if (!focusFollows.current) return
    focusFollows.current = false
    document.getElementById(`${hub.id}-tab-${active}`)?.focus()
  }, [active, hub.id])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const type = keyToEvent[event.key as keyof typeof keyToEvent]
    if (!type) return
    event.preventDefault()
    focusFollows.current = true
    send({ type })
  }

  return (
    <section aria-labelledby={`${hub.id}-heading`} className="render-when-near container-page py-20">
      <SectionHeading id={`${hub.id}-heading`} title={hub.heading} intro={hub.intro} />
      <div
        ref={claimEarlyInput}
        role="tablist"
        aria-labelledby={`${hub.id}-heading`}
        // One row: where the tabs do not fit (a phone), the row scrolls sideways, and a shadow at the edge shows there is more.
        // Where no script runs the tabs cannot switch: they are not shown, and the first panel, titled, stands alone.
        className="noscript:hidden scroll-hint mx-auto mt-10 flex w-fit max-w-full gap-1 overflow-x-auto rounded-xl border border-border p-1.5 [--scroll-hint-bg:var(--color-bg-subtle)] [scrollbar-width:none]"
      >
        {hub.tabs.map((tab, i) => (
          <button
            key={tab.title}
            id={tabId(i)}
            type="button"
            role="tab"
            aria-selected={active === i}
            aria-controls={panelId(i)}
            tabIndex={active === i ? 0 : -1}
            onClick={(event) => {
              // A tab half out of a scrolled row comes fully into it.
              event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
              send({ type: 'tabs.select', index: i })
            }}
            onKeyDown={onKeyDown}
            className="min-h-11 shrink-0 rounded-lg px-4 text-sm font-semibold whitespace-nowrap text-fg-muted aria-selected:bg-card aria-selected:text-fg aria-selected:shadow"
          >
            {tab.title}
          </button>
        ))}
      </div>
      {hub.tabs.map((tab, i) => (
        <div
          key={tab.title}
          id={panelId(i)}
          role="tabpanel"
          aria-labelledby={tabId(i)}
          hidden={active !== i}
          tabIndex={0}
          className={cardClass('mt-8 grid gap-8 p-6 md:p-10 lg:grid-cols-[1.5fr_1fr]')}
        >
          <div>
            <h3 className="text-2xl font-bold">{tab.title}</h3>
            <p className="mt-2 text-fg-muted">{tab.summary}</p>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2">
              {tab.bullets.map((bullet) => (
                <li key={bullet.title} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
                  <div>
                    <p className="font-semibold">{bullet.title}</p>
                    <p className="text-sm text-fg-muted">{bullet.description}</p>
                  </div>
                </li>
              ))}
            </ul>
            <Link to={pageTo(tab.to)} className="mt-8 inline-flex items-center gap-2 font-semibold text-primary underline-offset-2 hover:underline">
              Explore {tab.title}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <div className="rounded-xl bg-bg-subtle p-6">
            <h4 className="text-sm font-semibold uppercase tracking-wide text-fg-muted">
              {tab.title} {hub.panelTitle}
            </h4>
            {/* Changes in percent as labelled bars (each figure once); other figures (levels, times) as a grid of numbers. */}
            {changeBarsOf(tab.metrics) ? (
              <ChangeBars subject={`${tab.title} ${hub.panelTitle}`} figures={tab.metrics} className="mt-5" />
            ) : (
              <dl className="mt-4 grid grid-cols-2 gap-5">
                {tab.metrics.map((metric) => (
                  <div key={metric.label} className="flex flex-col-reverse justify-end">
                    <dt className="text-sm text-fg-muted">{metric.label}</dt>
                    <dd className="text-2xl font-bold">{metric.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </div>
      ))}
    </section>
  )
}

const hubs = { tech: techHub, revenue: revenueHub } as const

/** A hub of the home page by name: an island, whose props (written into the page) stay one word. */
export function HomeServicesHub({ hub }: { hub: keyof typeof hubs }) {
  return <ServicesHub hub={hubs[hub]} />
}

export const ServicesHubIsland = island('home/services-hub', HomeServicesHub)
