import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react'
import { prefersReducedMotion } from '~/lib/use-reduced-motion'

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
 * Plays an entrance animation once, when the element first scrolls into view.
 * Content is never hidden from a crawler, the prerendered HTML or a reader with
 * reduced motion: only elements still below the fold after hydration are hidden,
 * and only until they arrive.
 */
export function Reveal({ children, delay = 0, className = '', as: Tag = 'div' }: { children: ReactNode; delay?: number; className?: string; as?: 'div' | 'li' }) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (prefersReducedMotion()) return
    sharedObserver().observe(element)
    return () => sharedObserver().unobserve(element)
  }, [])
  return (
    <Tag ref={ref} className={`reveal ${className}`} style={delay ? ({ '--reveal-delay': `${delay}s` } as CSSProperties) : undefined}>
      {children}
    </Tag>
  )
}
