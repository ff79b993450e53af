import { useEffect, useState } from 'react'

/**
 * The id of the section being read: the last of `ids` whose heading is above the reading
 * line, 40% down the viewport. One IntersectionObserver, no scroll listener and no layout
 * reads: its root reaches from far above the page down to that line, so every heading that
 * crosses the line is reported, however far a jump went (Home, a dragged scrollbar, a table
 * of contents link), and the headings above it are known, not only the last one reported.
 * Undefined above the first heading, while prerendering and without IntersectionObserver.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined)
  const key = ids.join(' ')
  useEffect(() => {
    const list = key ? key.split(' ') : []
    const headings = list.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null)
    if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return
    const above = new Set<string>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) above.add(entry.target.id)
          else above.delete(entry.target.id)
        }
        setActive(list.findLast((id) => above.has(id)))
      },
      // Far above the page (no page is a million pixels long) down to 60% above the viewport's bottom.
      { rootMargin: '1000000px 0px -60% 0px' },
    )
    for (const heading of headings) observer.observe(heading)
    return () => observer.disconnect()
  }, [key])
  return active
}
