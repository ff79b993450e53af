import { useEffect, useRef, type ReactNode } from 'react'

let observer: IntersectionObserver | null = null

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        ;(entry.target as HTMLElement).dataset.reveal = 'shown'
        observer?.unobserve(entry.target)
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
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    if (element.getBoundingClientRect().top < window.innerHeight) return // already on screen
    element.dataset.reveal = 'pending'
    sharedObserver().observe(element)
    return () => sharedObserver().unobserve(element)
  }, [])
  return (
    <Tag ref={ref} className={`reveal ${className}`} style={delay ? { transitionDelay: `${delay}s` } : undefined}>
      {children}
    </Tag>
  )
}
