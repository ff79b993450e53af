/**
 * The visitor's first sign of intent on the page: a pointer or touch, a key, focus
 * moving, a wheel, a scroll or input (ACT_EVENTS, which the head script watches too). A page of islands runs React then (src/boot.ts). Code that a visitor needs only once they act (the
 * machines behind menus, tabs and the theme button) loads then, not with the page.
 */
import { ACT_EVENTS as intentEvents } from '~/shared/early-input-script'
import { yieldInBackground } from './yield-to-browser'

let happened = false
const waiting = new Set<() => void>()

/**
 * Runs the waiting callbacks one per task, after the intent's own event and behind
 * anything else waiting: the first intent is often the tap on a control, or a scroll
 * just before it, and that tap's response should not wait behind every other
 * control's requests.
 */
async function onIntent(event: Event) {
  // The browser moves the pointer by itself (0, 0) when the page under a resting one scrolls or
  // lays out: not an act of the visitor's.
  if (event.type === 'pointermove' && (event as MouseEvent).movementX === 0 && (event as MouseEvent).movementY === 0) return
  happened = true
  for (const type of intentEvents) window.removeEventListener(type, onIntent, { capture: true })
  for (const callback of [...waiting]) {
    await yieldInBackground()
    // Deleted here so that a callback cancelled meanwhile does not run.
    if (waiting.delete(callback)) callback()
  }
}

/**
 * Runs `callback` at the first intent, in a background task of its own after the intent's
 * event (in a microtask if the intent has already happened). Returns a cancel function.
 */
export function onFirstIntent(callback: () => void): () => void {
  if (happened) {
    let cancelled = false
    queueMicrotask(() => {
      if (!cancelled) callback()
    })
    return () => {
      cancelled = true
    }
  }
  if (waiting.size === 0) {
    for (const type of intentEvents) window.addEventListener(type, onIntent, { capture: true, passive: true })
  }
  waiting.add(callback)
  return () => {
    waiting.delete(callback)
  }
}
