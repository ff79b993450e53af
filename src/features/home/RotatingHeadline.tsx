import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { headlineRotationMachine } from '@machines/headline-rotation.machine'
import { useAppMachine } from '~/lib/use-app-machine'
import { usePrefersReducedMotion } from '~/lib/use-reduced-motion'

interface RotatingHeadlineProps {
  lead: string
  words: readonly string[]
  /** The stable text read by screen readers and crawlers. */
  accessibleText: string
}

/**
 * An h1 whose last words rotate. Assistive technology reads one stable sentence;
 * the rotation itself is decoration and is not announced.
 */
export function RotatingHeadline({ lead, words, accessibleText }: RotatingHeadlineProps) {
  const reducedMotion = usePrefersReducedMotion()
  const actor = useAppMachine(headlineRotationMachine, { input: { wordCount: words.length, reducedMotion } })
  const index = useSelector(actor, (s) => s.context.index)
  const hidden = useSelector(actor, (s) => s.hasTag('hidden'))

  useEffect(() => {
    actor.send({ type: 'motion.changed', reduced: reducedMotion })
  }, [actor, reducedMotion])

  return (
    <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
      <span className="sr-only">{accessibleText}</span>
      <span aria-hidden="true">
        {lead}{' '}
        <span
          data-testid="rotating-word"
          className={`inline-block bg-gradient-to-r from-primary to-accent bg-clip-text text-transparent transition-opacity duration-300 motion-reduce:transition-none ${hidden ? 'opacity-0' : 'opacity-100'}`}
        >
          {words[index]}
        </span>
      </span>
    </h1>
  )
}
