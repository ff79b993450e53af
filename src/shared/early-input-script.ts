/**
 * Runs in <head>, before anything is painted: from then until the app hydrates, it keeps
 * every click and every key a control handles itself (arrows, Home, End, Escape), so
 * that src/lib/early-input.ts can hand them to the controls as they hydrate. Until the
 * boot script takes over (src/lib/early-submits.ts) it also holds every form's submit,
 * which the browser would otherwise send itself as a GET with the visitor's details in
 * the URL. A module script such as boot.ts runs only once the page is parsed, and on a
 * slow phone a visitor taps the painted page before that. Tabs take arrows, Home and End
 * at once (the page does not scroll), as they do once running. The server allows exactly
 * this script by its CSP hash.
 */

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
}

export const EARLY_INPUT_SCRIPT = `(function(){var d=document,q=[],f=[];function r(e){if(e.type==='keydown'){if(!/^(Arrow|Home$|End$|Escape$)/.test(e.key))return;if(e.key!=='Escape'&&e.target.closest&&e.target.closest('[role=tab]'))e.preventDefault()}q.push(e)}function s(e){e.preventDefault();f.push(e.target)}d.addEventListener('click',r,true);d.addEventListener('keydown',r,true);d.addEventListener('submit',s,true);window.${EARLY_INPUT_GLOBAL}={events:q,submits:f,stop:function(){d.removeEventListener('click',r,true);d.removeEventListener('keydown',r,true)},stopSubmits:function(){d.removeEventListener('submit',s,true)}}})()`
