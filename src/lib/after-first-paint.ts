/** Longest wait for the first paint: a safety net should the browser never report it. */
export const FIRST_PAINT_TIMEOUT_MS = 2000

/**
 * Resolves once the browser has presented the page's first content (its
 * `first-contentful-paint` entry, past or future; at once if it is already recorded), so that work started then cannot
 * hold that paint back. Resolves at once where paint timing is not observable, as soon
 * as the page is or becomes hidden (a background tab paints nothing), and after
 * `FIRST_PAINT_TIMEOUT_MS` at the latest.
 */
export function afterFirstPaint(timeoutMs = FIRST_PAINT_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint') || document.visibilityState === 'hidden') {
      resolve()
      return
    }
    // Already painted (the usual case by the time a deferred module runs): go on in this task.
    // The observer would report it too, but in a task of its own, queued behind whatever the
    // page's load keeps the main thread busy with (~250 ms at CPU 4x on home).
    if (performance.getEntriesByName('first-contentful-paint').length > 0) {
      resolve()
      return
    }
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', done)
      resolve()
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    const timer = setTimeout(done, timeoutMs)
    document.addEventListener('visibilitychange', done)
    observer.observe({ type: 'paint', buffered: true })
  })
}
