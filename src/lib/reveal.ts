/**
 * The entrance animation of `.reveal` elements (src/styles.css): an element still below the fold
 * when it is first seen waits hidden ('pending') until it scrolls into view ('shown'). Used by the
 * Reveal component as it hydrates, and on a page of islands for its prerendered ones (src/islands-main.tsx).
 */
import { prefersReducedMotion } from './use-reduced-motion'

let observer: IntersectionObserver | null = null

/**
 * One observer for every Reveal. Its first report on an element says where the element
 * is without the page measuring it: asking each element for its position as it mounts
 * would make the browser recompute the layout once per element during hydration. A
 * report reads the viewport's height once, before it marks any card.
 */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      // Read once, before any write: reading the viewport's height after a write would make
      // the browser recompute style and layout, once per card of the report.
      const fold = window.innerHeight
      for (const entry of entries) {
        const element = entry.target as HTMLElement
        if (entry.isIntersecting) {
          if (element.dataset.reveal === 'pending') element.dataset.reveal = 'shown'
          observer?.unobserve(element)
        } else if (element.dataset.reveal === undefined) {
          // First report: below the fold, wait for it to arrive; on screen or already passed, leave it be.
          if (entry.boundingClientRect.top >= fold) element.dataset.reveal = 'pending'
          else observer?.unobserve(element)
        }
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  )
  return observer
}

/**
 * Watches `element` until it has arrived; returns the way to stop. Nothing is ever hidden from a
 * reader with reduced motion, or where IntersectionObserver is missing.
 */
export function revealOnArrival(element: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return () => {}
  sharedObserver().observe(element)
  return () => sharedObserver().unobserve(element)
}
