import { EARLY_INPUT_GLOBAL, type EarlyInputRecorder } from '~/shared/early-input-script'

/**
 * Until a form is hydrated, submitting it would be the browser's own submission: a GET to
 * the same page that puts everything the visitor typed (email, phone, message) in the URL
 * and reloads it, losing the lead. The <head> script holds every submit until boot.ts
 * runs (src/shared/early-input-script.ts); from then on, the submit of a form the app has
 * not yet claimed is held here. A lead form claims its element as it hydrates
 * (use-lead-form.ts) and sends a held submit itself, after the values typed meanwhile.
 *
 * Every form on the site is handled by the app (none relies on the browser's own
 * submission), so a held submit of a form that never claims it is simply not made.
 */
let held: HTMLFormElement | null = null
const claimed = new WeakSet<HTMLFormElement>()

function hold(event: Event) {
  const form = event.target
  if (!(form instanceof HTMLFormElement) || claimed.has(form)) return
  event.preventDefault()
  // One held submit per form: a double press of Send is one submission.
  held = form
}

let holding = false

/** Called by boot.ts before anything else: from now on no form is submitted by the browser itself. */
export function holdEarlySubmits(): void {
  if (holding) return
  holding = true
  document.addEventListener('submit', hold, true)
  const recorder = (window as unknown as Record<string, EarlyInputRecorder | undefined>)[EARLY_INPUT_GLOBAL]
  if (!recorder) return
  recorder.stopSubmits()
  const last = recorder.submits.at(-1)
  if (last) held = last
}

/**
 * Called as a form hydrates: its submits are the app's from now on. Returns whether the
 * visitor submitted it before, so the form can make that submission itself.
 */
export function claimForm(form: HTMLFormElement): boolean {
  claimed.add(form)
  if (held !== form) return false
  held = null
  return true
}
