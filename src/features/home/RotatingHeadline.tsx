import { useEffect, useRef } from 'react'
import { ROTATING_WORDS_ATTRIBUTE } from '~/shared/rotating-words'

interface RotatingHeadlineProps {
  lead: string
  words: readonly string[]
  /** The stable text read by screen readers and crawlers. */
  accessibleText: string
}

/**
 * An h1 whose last words rotate. Assistive technology reads one stable sentence;
 * the rotation itself is decoration and is not announced. The page shows the first
 * word; its machine runs without React (headline-rotation-driver.ts, started by the boot
 * script on a prerendered page), so the word moves for a reader who never acts, and React,
 * wherever it renders this, leaves the word to it (hence no hydration warning for its text
 * and look). Where React renders the headline itself (a move inside the app, the dev
 * server), it starts the same driver.
 */
export function RotatingHeadline({ lead, words, accessibleText }: RotatingHeadlineProps) {
  const word = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const element = word.current
    let stop: (() => void) | undefined
    let active = true
    void import('./headline-rotation-driver').then(({ isRotating, rotateHeadline }) => {
      if (active && element && !isRotating(element)) stop = rotateHeadline(element, performance.now())
    })
    return () => {
      active = false
      stop?.()
    }
  }, [])
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
            ref={word}
            data-testid="rotating-word"
            {...{ [ROTATING_WORDS_ATTRIBUTE]: JSON.stringify(words) }}
            suppressHydrationWarning
            className="col-start-1 row-start-1 justify-self-start bg-gradient-to-r from-primary to-accent bg-clip-text text-transparent opacity-100 transition-opacity duration-300 motion-reduce:transition-none"
          >
            {words[0]}
          </span>
        </span>
      </span>
    </h1>
  )
}
