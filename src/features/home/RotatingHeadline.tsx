import { useEffect, useRef, useState } from 'react'
import { ROTATION_INTERVAL_MS } from '@machines/headline-timing'
import { usePrefersReducedMotion } from '~/lib/use-reduced-motion'
import { island } from '~/lib/island'
import { useLazyActor } from '~/lib/use-lazy-actor'

/** The rotation's code loads this long before the first word is due to change (or at the visitor's first intent). */
const LOAD_AHEAD_MS = 1000

interface RotatingHeadlineProps {
  lead: string
  words: readonly string[]
  /** The stable text read by screen readers and crawlers. */
  accessibleText: string
}

/**
 * An h1 whose last words rotate. Assistive technology reads one stable sentence;
 * the rotation itself is decoration and is not announced. The page shows the first
 * word; the machine starts before it is due to change and counts the time it has
 * already been shown, so the first swap comes on time.
 */
export function RotatingHeadline({ lead, words, accessibleText }: RotatingHeadlineProps) {
  const reducedMotion = usePrefersReducedMotion()
  const latestMotion = useRef(reducedMotion)
  const [shownSince] = useState(() => (typeof performance === 'undefined' ? 0 : performance.now()))
  const { view, send, isRunning } = useLazyActor({
    load: () => import('@machines/headline-rotation.machine').then((module) => module.headlineRotationMachine),
    input: () => ({ wordCount: words.length, reducedMotion: latestMotion.current, shownForMs: performance.now() - shownSince }),
    initialView: { index: 0, hidden: false },
    view: (snapshot) => ({ index: snapshot.context.index, hidden: snapshot.hasTag('hidden') }),
    startEarly: ROTATION_INTERVAL_MS - LOAD_AHEAD_MS,
  })

  useEffect(() => {
    latestMotion.current = reducedMotion
    // A running machine hears about changes; one that has not started reads the latest value as input.
    if (isRunning()) send({ type: 'motion.changed', reduced: reducedMotion })
    // Only a change of preference is news to the machine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reducedMotion])

  return (
    // On phones the size follows the screen's width, so the longest word (about ten times the size wide) keeps to one line from 320 px.
    <h1 className="text-[clamp(1.75rem,calc((100vw_-_2rem)/10.2),2.25rem)] leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl sm:tracking-display lg:text-6xl">
      <span className="sr-only">{accessibleText}</span>
      <span aria-hidden="true">
        {lead}{' '}
        {/* Every word lies in the same grid cell, the unshown ones invisible: the box is the longest
            word's at any width (one line or two), so a swap never moves what follows. */}
        <span className="grid">
          {words.map((word) => (
            <span key={word} className="invisible col-start-1 row-start-1">
              {word}
            </span>
          ))}
          <span
            data-testid="rotating-word"
            className={`col-start-1 row-start-1 justify-self-start bg-gradient-to-r from-primary to-accent bg-clip-text text-transparent transition-opacity duration-300 motion-reduce:transition-none ${view.hidden ? 'opacity-0' : 'opacity-100'}`}
          >
            {words[view.index]}
          </span>
        </span>
      </span>
    </h1>
  )
}

/** It moves by itself: near the viewport it starts the page's islands without waiting for an act (src/boot.ts). */
export const RotatingHeadlineIsland = island('home/rotating-headline', RotatingHeadline, { hydrate: 'load' })
