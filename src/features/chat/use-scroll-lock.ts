import { useEffect } from 'react'

/**
 * While `locked`, the page behind a modal does not scroll (wheel, touch, keyboard).
 * The scrollbar's space is kept, so nothing behind the backdrop moves sideways.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return
    const root = document.documentElement
    const before = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter }
    const hasScrollbar = window.innerWidth > root.clientWidth
    root.style.overflow = 'hidden'
    if (hasScrollbar) root.style.scrollbarGutter = 'stable'
    return () => {
      root.style.overflow = before.overflow
      root.style.scrollbarGutter = before.scrollbarGutter
    }
  }, [locked])
}
