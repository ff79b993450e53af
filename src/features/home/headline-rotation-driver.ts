/**
 * The home page's rotating word, run without React: it moves by itself, so a reader who never
 * acts sees it move, while the page's islands wait for the visitor's first act (src/boot.ts,
 * decision 0019). The rotation is still its machine (machines/headline-rotation.machine.ts),
 * started through the app's lazy actor; this module only writes each of its views into the
 * prerendered word (RotatingHeadline.tsx), which React never re-renders.
 */
import { ROTATION_INTERVAL_MS } from '@machines/headline-timing'
import { LazyActor } from '~/lib/lazy-actor'
import { ROTATING_WORDS_ATTRIBUTE } from '~/shared/rotating-words'

/** The rotation's code loads this long before the first word is due to change. */
const LOAD_AHEAD_MS = 1000

const HIDDEN = 'opacity-0'
const SHOWN = 'opacity-100'

/**
 * Rotates `element`'s word through the words it lists, the first swap `ROTATION_INTERVAL_MS` after
 * `shownSince` (when the page showed the first word, on the page's clock). Returns the way to stop.
 */
export function rotateHeadline(element: HTMLElement, shownSince: number): () => void {
  const words = JSON.parse(element.getAttribute(ROTATING_WORDS_ATTRIBUTE) ?? '[]') as string[]
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
  const actor = new LazyActor({
    load: () => import('@machines/headline-rotation.machine').then((module) => module.headlineRotationMachine),
    input: () => ({ wordCount: words.length, reducedMotion: motion.matches, shownForMs: performance.now() - shownSince }),
    initialView: { index: 0, hidden: false },
    view: (snapshot) => ({ index: snapshot.context.index, hidden: snapshot.hasTag('hidden') }),
  })
  const unsubscribe = actor.subscribe(() => {
    const { index, hidden } = actor.getView()
    const word = words[index] ?? ''
    if (element.textContent !== word) element.textContent = word
    element.classList.toggle(HIDDEN, hidden)
    element.classList.toggle(SHOWN, !hidden)
  })
  // A running machine hears about a change of preference; one that has not started reads it as input.
  const onMotion = () => {
    if (actor.isRunning()) actor.send({ type: 'motion.changed', reduced: motion.matches })
  }
  motion.addEventListener('change', onMotion)
  const timer = window.setTimeout(() => void actor.start(), Math.max(0, ROTATION_INTERVAL_MS - LOAD_AHEAD_MS - (performance.now() - shownSince)))
  // The word's clock runs (what a test waits for before it moves the page's clock).
  element.dataset.rotation = 'on'
  return () => {
    delete element.dataset.rotation
    window.clearTimeout(timer)
    motion.removeEventListener('change', onMotion)
    unsubscribe()
    actor.stop()
  }
}

/** Whether `element`'s word is already rotating (the boot script started it on a prerendered page). */
export function isRotating(element: HTMLElement): boolean {
  return element.dataset.rotation === 'on'
}

/** Starts every rotating word on the page (the boot script calls it where there is one). */
export function rotateHeadlines(): void {
  const shownSince = performance.now()
  for (const element of document.querySelectorAll<HTMLElement>(`[${ROTATING_WORDS_ATTRIBUTE}]`)) if (!isRotating(element)) rotateHeadline(element, shownSince)
}
