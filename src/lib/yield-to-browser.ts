type BrowserScheduler = {
  yield?: () => Promise<void>
  postTask?: (callback: () => void, options: { priority: 'background' }) => Promise<void>
}

const browserScheduler = () => (globalThis as { scheduler?: BrowserScheduler }).scheduler

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle
 * input in between. Boot uses it between its phases (evaluating the app's modules,
 * creating the router, loading the page's route, hydrating): one long task becomes
 * several short ones, and a throttled phone stays responsive while the app starts.
 * `scheduler.yield()` resumes ahead of other queued work where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = browserScheduler()
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Ends the current task and resumes behind whatever else is waiting: input, rendering
 * and ordinary tasks go first (`scheduler.postTask` at background priority, a timer
 * where the browser has none). For work done ahead of need, such as loading a
 * control's code before the visitor uses it: a tap that arrives meanwhile is not
 * queued behind it, whereas `scheduler.yield()` would resume ahead of that tap.
 */
export function yieldInBackground(): Promise<void> {
  const scheduler = browserScheduler()
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => {}, { priority: 'background' })
  return new Promise((resolve) => setTimeout(resolve, 0))
}
