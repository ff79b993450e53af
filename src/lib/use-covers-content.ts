import { useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { coversContent } from './covers-content'

/** While scrolling, the page is read again at most this often (each read lays the page out). */
const SCROLL_CHECK_MS = 120

/**
 * Whether a fixed element's resting place (`spot`: an invisible element that has the resting box)
 * lies over the page's text or controls, read when it mounts (before its first paint), while the
 * visitor scrolls, when the scroll ends, and when the window or the page changes size (another
 * page, a block rendered late). `self` is the fixed
 * element, which the reading ignores. While `paused`, nothing is read.
 */
export function useCoversContent(spot: RefObject<Element | null>, self: RefObject<Element | null>, paused = false): boolean {
  const [covers, setCovers] = useState(false)
  const shown = useRef(false)
  useLayoutEffect(() => {
    if (paused) return
    const check = () => {
      const box = spot.current?.getBoundingClientRect()
      if (!box || !self.current) return
      const next = coversContent(box, self.current)
      // Only a change is set: even an unchanged state set in a layout effect renders again inside the commit.
      if (next === shown.current) return
      shown.current = next
      setCovers(next)
    }
    check()
    let timer: ReturnType<typeof setTimeout> | undefined
    const soon = () => {
      timer ??= setTimeout(() => {
        timer = undefined
        check()
      }, SCROLL_CHECK_MS)
    }
    window.addEventListener('scroll', soon, { passive: true })
    window.addEventListener('scrollend', check, { passive: true })
    window.addEventListener('resize', soon, { passive: true })
    const pageSize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(soon)
    pageSize?.observe(document.body)
    return () => {
      pageSize?.disconnect()
      window.removeEventListener('scroll', soon)
      window.removeEventListener('scrollend', check)
      window.removeEventListener('resize', soon)
      clearTimeout(timer)
    }
  }, [spot, self, paused])
  return covers
}
