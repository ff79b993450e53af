import { useEffect, useState } from 'react'

export interface ScrolledAway {
  /** The marker is above the viewport: the page header has scrolled away under the site header. */
  away: boolean
  /** `away` has been true at least once on this page (the bar is only rendered from then on). */
  everAway: boolean
}

/**
 * Watches a marker element with one IntersectionObserver (no scroll listener, no
 * layout reads): `away` once it has scrolled out over the top of the viewport.
 * False while prerendering, during hydration and where IntersectionObserver is missing.
 */
export function useScrolledAway(markerId: string): ScrolledAway {
  const [state, setState] = useState<ScrolledAway>({ away: false, everAway: false })
  useEffect(() => {
    const element = document.getElementById(markerId)
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1)
      if (!entry) return
      const away = !entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0)
      setState((previous) => (previous.away === away && (previous.everAway || !away) ? previous : { away, everAway: previous.everAway || away }))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [markerId])
  return state
}

export type ScrollDirection = 'up' | 'down'

/** Movement smaller than this (px) does not change the direction: no flicker on tiny or elastic scrolls. */
export const DIRECTION_THRESHOLD_PX = 8
/** A jump to an in-page anchor counts as settled once no scroll event came for this long (without `scrollend`). */
const JUMP_SETTLE_MS = 200

/**
 * The reader's last scroll direction, while `enabled`: one passive scroll listener
 * that reads `scrollY` at most once per animation frame. A jump to an in-page
 * anchor (`<a href="#…">`) reads as 'down' until it has settled, so anything that
 * hides on 'down' stays out of the way of the heading it lands on.
 *
 * Nor is a change of the page's height the reader scrolling: when a block above the
 * viewport renders for the first time (`render-when-near`, src/shared/render-when-near.ts)
 * and its true height differs from the estimate, the browser moves `scrollY` by the
 * difference to keep the content in view where it was (scroll anchoring). That move
 * comes as a scroll event after a ResizeObserver on the body has reported the layout,
 * and is read in the next frame: that movement sets no direction. A change of height
 * that moves nothing (an image loading below the viewport) is forgotten after that
 * frame, so it cannot swallow the reader's next scroll. When something made the page
 * lay out early, the scroll event can come before the observer's report: a movement
 * by exactly as much as the page's height changed since the last read is the
 * browser's too.
 */
export function useScrollDirection(enabled: boolean): ScrollDirection {
  // 'down' until the reader first scrolls up: a page opened (or restored) mid-way keeps out of the way.
  const [direction, setDirection] = useState<ScrollDirection>('down')
  useEffect(() => {
    if (!enabled) return
    let lastY = window.scrollY
    // Read once per frame while scrolling, when the layout is normally up to date already.
    const pageHeight = () => document.documentElement.scrollHeight
    let lastHeight = pageHeight()
    let frame = 0
    let jumping = false
    let settle: ReturnType<typeof setTimeout> | undefined
    let resized = false
    let resizeExpiry = 0
    // Reported after the layout of frame N; the anchoring's scroll event comes in frame N too, its read in N+1.
    const heightWatch =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            resized = true
            cancelAnimationFrame(resizeExpiry)
            resizeExpiry = requestAnimationFrame(() => (resizeExpiry = requestAnimationFrame(() => (resized = false))))
          })
    heightWatch?.observe(document.body)

    const endJump = () => {
      clearTimeout(settle)
      jumping = false
      lastY = window.scrollY
    }
    const read = () => {
      frame = 0
      const y = window.scrollY
      const height = pageHeight()
      const anchored = Math.abs(y - lastY - (height - lastHeight)) < 1 && height !== lastHeight
      lastHeight = height
      if (jumping || resized || anchored) {
        resized = false
        lastY = y
        return
      }
      if (Math.abs(y - lastY) < DIRECTION_THRESHOLD_PX) return
      setDirection(y > lastY ? 'down' : 'up')
      lastY = y
    }
    const onScroll = () => {
      if (jumping) {
        clearTimeout(settle)
        settle = setTimeout(endJump, JUMP_SETTLE_MS)
      }
      if (!frame) frame = requestAnimationFrame(read)
    }
    const onScrollEnd = () => {
      if (jumping) endJump()
    }
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href^="#"]')) return
      jumping = true
      setDirection('down')
      clearTimeout(settle)
      settle = setTimeout(endJump, JUMP_SETTLE_MS)
    }

    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('scrollend', onScrollEnd, { passive: true })
    document.addEventListener('click', onClick, { capture: true, passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('scrollend', onScrollEnd)
      document.removeEventListener('click', onClick, { capture: true })
      heightWatch?.disconnect()
      cancelAnimationFrame(frame)
      cancelAnimationFrame(resizeExpiry)
      clearTimeout(settle)
    }
  }, [enabled])
  return direction
}
