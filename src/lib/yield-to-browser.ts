type SchedulerWithYield = { yield?: () => Promise<void> }

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle
 * input in between. Boot uses it between its phases (evaluating the app's modules,
 * creating the router, loading the page's route, hydrating): one long task becomes
 * several short ones, and a throttled phone stays responsive while the app starts.
 * `scheduler.yield()` resumes ahead of other queued work where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
