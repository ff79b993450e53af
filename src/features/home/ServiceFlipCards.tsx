import { Link } from '~/ui/Link'
import { useRef, useState } from 'react'
import { serviceRouteFor, servicesSection, type FlipCardContent } from '~/content/home'
import { claimEarlyInput } from '~/lib/early-input'
import { island } from '~/lib/island'
import { buttonClass } from '~/ui/button-styles'
import { Card } from '~/ui/Card'
import { Brain, Code, TrendingUp } from '~/ui/icons'
import { Reveal } from '~/ui/Reveal'
import { SectionHeading } from '~/ui/SectionHeading'
import { pageTo } from '~/ui/page-link'

const icons = { brain: Brain, code: Code, 'trending-up': TrendingUp } as const

export function ServiceFlipCards() {
  return (
    <section aria-labelledby="our-services" className="container-page py-20">
      <SectionHeading id="our-services" title={servicesSection.heading} intro={servicesSection.intro} />
      {/* Where no script runs both faces show: nothing to hover or tap for. */}
      <p className="mt-2 text-center text-sm text-fg-muted noscript:hidden">{servicesSection.hint}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {servicesSection.cards.map((card, i) => (
          <Reveal as="li" key={card.title} delay={i * 0.1}>
            <FlipCardIsland index={i} />
          </Reveal>
        ))}
      </ul>
    </section>
  )
}

/** The Back button exists only while the card is turned, which only the front's button does: it takes focus as it appears. */
const focusOnArrival = (button: HTMLButtonElement | null) => button?.focus()

/**
 * Front: the service. Back: description, three benefits and Learn More. It turns on
 * hover, on keyboard focus of the back's link, and with the front's button. The button
 * turns to the back face, so focus goes with it, to the back's Back button, and Back
 * brings it to the front's button again: the focused control is never the hidden face.
 * Both faces stay in the accessibility tree, so a screen reader reads all.
 */
function FlipCard({ card }: { card: FlipCardContent }) {
  const [flipped, setFlipped] = useState(false)
  const showButton = useRef<HTMLButtonElement>(null)
  const Icon = icons[card.icon]
  return (
    <article ref={claimEarlyInput} className="flip-card h-80" data-flipped={flipped} aria-label={card.title}>
      <div className="flip-card-inner relative h-full">
        <Card className="flip-card-face absolute inset-0 flex flex-col p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-xl font-bold">{card.title}</h3>
          <p className="mt-2 flex-1 text-fg-muted">{card.summary}</p>
          <button
            ref={showButton}
            type="button"
            aria-pressed={flipped}
            onClick={() => setFlipped((value) => !value)}
            // Where no script runs both faces show, one above the other (src/styles.css): nothing to turn.
            className="self-start text-sm font-semibold text-primary underline underline-offset-2 noscript:hidden"
          >
            {flipped ? 'Hide key benefits' : 'Show key benefits'}
          </button>
        </Card>
        <div className="flip-card-face flip-card-back absolute inset-0 flex flex-col rounded-2xl border border-primary/40 bg-card p-6 shadow-lg">
          <p className="text-sm text-fg-muted">{card.description}</p>
          <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-fg">Key benefits</h4>
          <ul className="mt-2 flex-1 space-y-1.5">
            {card.benefits.map((benefit) => (
              <li key={benefit} className="font-semibold">
                {benefit}
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between gap-2">
            <Link to={pageTo(serviceRouteFor(card.title))} className={buttonClass('primary', 'sm')}>
              Learn More<span className="sr-only"> about {card.title}</span>
            </Link>
            {flipped && (
              <button
                ref={focusOnArrival}
                type="button"
                onClick={() => {
                  setFlipped(false)
                  showButton.current?.focus()
                }}
                className="text-sm font-semibold text-primary underline underline-offset-2"
              >
                Back
              </button>
            )}
          </div>
        </div>
      </div>
    </article>
  )
}

/** The services section's card at `index`: an island of its own, so the section around it stays text. */
export function ServiceFlipCard({ index }: { index: number }) {
  const card = servicesSection.cards[index]
  return card ? <FlipCard card={card} /> : null
}

const FlipCardIsland = island('home/flip-card', ServiceFlipCard)
