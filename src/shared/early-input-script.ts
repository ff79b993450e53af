/**
 * Runs in <head>, before anything is painted: from then until the app hydrates, it keeps
 * every click and every key a control handles itself (arrows, Home, End, Escape), so
 * that src/lib/early-input.ts can hand them to the controls as they hydrate. Until the
 * boot script takes over (src/lib/early-submits.ts) it also holds every form's submit,
 * which the browser would otherwise send itself as a GET with the visitor's details in
 * the URL. A module script such as boot.ts runs only once the page is parsed, and on a
 * slow phone a visitor taps the painted page before that; it also notes whether the visitor has
 * acted at all (the boot script runs a page of islands at the first act). Tabs take arrows, Home and End
 * at once (the page does not scroll), as they do once running. The server allows exactly
 * this script by its CSP hash.
 */

/**
 * The visitor's acts: a pointer that moves or presses, a touch, a key, focus, a wheel, a scroll, or
 * input (an autofill comes with no other event). A pointer that moves by nothing is no act: the
 * browser moves a resting one by itself when the page under it lays out or scrolls. The head script
 * notes the first (below), and src/lib/first-intent.ts runs what waits for it.
 */
export const ACT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'input'] as const

/** The window property the script leaves for the app: the events so far, and how to stop. */
export const EARLY_INPUT_GLOBAL = '__earlyInput'

export interface EarlyInputRecorder {
  /** Clicks and keys, in order. */
  events: Event[]
  stop: () => void
  /** Forms submitted so far, in order (each submit was prevented). */
  submits: HTMLFormElement[]
  /** Stops holding submits: the boot script holds them from then on. */
  stopSubmits: () => void
  /**
   * Whether the visitor has acted yet (a pointer that moved, a touch, a key, focus, a wheel, a
   * scroll or input): a page of islands runs React at the first act, and one made before the boot
   * script listens must count (src/boot.ts).
   */
  acted: boolean
}

export const EARLY_INPUT_SCRIPT = `(function(){var d=document,q=[],f=[];function r(e){if(e.type==='keydown'){if(!/^(Arrow|Home$|End$|Escape$)/.test(e.key))return;if(e.key!=='Escape'&&e.target.closest&&e.target.closest('[role=tab]'))e.preventDefault()}q.push(e)}function s(e){e.preventDefault();f.push(e.target)}d.addEventListener('click',r,true);d.addEventListener('keydown',r,true);d.addEventListener('submit',s,true);var o=window.${EARLY_INPUT_GLOBAL}={events:q,submits:f,acted:false,stop:function(){d.removeEventListener('click',r,true);d.removeEventListener('keydown',r,true)},stopSubmits:function(){d.removeEventListener('submit',s,true)}};var t=${/* @__PURE__ */ JSON.stringify(ACT_EVENTS)};function a(e){if(e.type==='pointermove'&&!e.movementX&&!e.movementY)return;o.acted=true;t.forEach(function(n){window.removeEventListener(n,a,true)})}t.forEach(function(n){window.addEventListener(n,a,{capture:true,passive:true})})})()`
