import { useLayoutEffect, useState, type RefObject } from 'react'
import { coversContent } from './covers-content'

/** While scrolling, the page is read again at most this often (each read lays the page out). */
const SCROLL_CHECK_MS = 120

/**
 * Whether a fixed element's resting place (`spot`: an invisible element that has the resting box)
 * lies over the page's text or controls, read in the frame after it mounts, while the
 * visitor scrolls, when the scroll ends, and when the window or the page changes size (another
 * page, a block rendered late). `self` is the fixed
 * element, which the reading ignores. While `paused`, nothing is read.
 */
export function useCoversContent(spot: RefObject<Element | null>, self: RefObject<Element | null>, paused = false): boolean {
  const [covers, setCovers] = useState(false)
  useLayoutEffect(() => {
    if (paused) return
    const check = () => {
      const box = spot.current?.getBoundingClientRect()
      if (box && self.current) setCovers(coversContent(box, self.current))
    }
    // Read before the next frame, not inside this commit: a state set in a layout effect while
    // the page hydrates renders the launcher again inside the hydration's own task
    // (tests/shell/hydration-commit.test.tsx). The page painted by the server is already on screen.
    const first = requestAnimationFrame(check)
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
      cancelAnimationFrame(first)
      pageSize?.disconnect()
      window.removeEventListener('scroll', soon)
      window.removeEventListener('scrollend', check)
      window.removeEventListener('resize', soon)
      clearTimeout(timer)
    }
  }, [spot, self, paused])
  return covers
}
