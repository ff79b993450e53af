import { useEffect, useState } from 'react'

/**
 * The id of the section being read: the last of `ids` whose heading has entered the top
 * 40% of the viewport. One IntersectionObserver, no scroll listener and no layout reads:
 * a heading entering that band from below makes its section current; a heading leaving
 * it downwards (the reader scrolled back up) hands over to the section before it.
 * Undefined before the first heading is reached, while prerendering and without IntersectionObserver.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined)
  const key = ids.join(' ')
  useEffect(() => {
    const list = key ? key.split(' ') : []
    const headings = list.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null)
    if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = list.indexOf(entry.target.id)
          if (entry.isIntersecting) setActive(entry.target.id)
          else if (entry.rootBounds && entry.boundingClientRect.top >= entry.rootBounds.bottom)
            setActive((current) => (current === entry.target.id ? list[index - 1] : current))
        }
      },
      { rootMargin: '0px 0px -60% 0px' },
    )
    for (const heading of headings) observer.observe(heading)
    return () => observer.disconnect()
  }, [key])
  return active
}
