import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react'
import { revealOnArrival } from '~/lib/reveal'

/**
 * Plays an entrance animation once, when the element first scrolls into view.
 * Content is never hidden from a crawler, the prerendered HTML or a reader with
 * reduced motion: only elements still below the fold after hydration are hidden,
 * and only until they arrive.
 */
export function Reveal({ children, delay = 0, className = '', as: Tag = 'div' }: { children: ReactNode; delay?: number; className?: string; as?: 'div' | 'li' }) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null)
  useEffect(() => (ref.current ? revealOnArrival(ref.current) : undefined), [])
  return (
    <Tag ref={ref} className={`reveal ${className}`} style={delay ? ({ '--reveal-delay': `${delay}s` } as CSSProperties) : undefined}>
      {children}
    </Tag>
  )
}
