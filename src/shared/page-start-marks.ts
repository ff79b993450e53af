/**
 * Set on <html> by src/boot.ts on a page of islands: its scripts are requested, and React runs
 * at the visitor's first act (a pointer, touch, key, focus, wheel or scroll). The audit's reader
 * figures and the end-to-end tests of that wait read it; `data-hydrated` (src/lib/use-hydrated.ts)
 * follows the first act.
 */
export const STARTS_ON_INTENT_ATTRIBUTE = 'data-starts-on-intent'

/**
 * A performance mark the boot script sets as the page's code starts to run: at once on a page
 * hydrated whole, at the visitor's first act on a page of islands.
 */
export const APP_START_MARK = 'site:app-start'
