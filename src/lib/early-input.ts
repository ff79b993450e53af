/**
 * The page is painted, and looks finished, well before the app's code hydrates it: on a
 * slow phone for a second or more. React listens to nothing until `hydrateRoot` runs, so
 * a script in <head> (src/shared/early-input-script.ts) records what the visitor does
 * meanwhile: clicks (which include Enter and Space on a button) and the keys a control
 * handles (arrows, Home, End, Escape). Each of the app's controls claims its element as it
 * hydrates and replays what was recorded for it, once and in order (two taps are
 * open-then-close, not lost and not four). From `hydrateRoot` on, React replays what meets
 * a part it is still hydrating, so recording stops there. Values typed into fields stay in
 * the fields, and a feature adopts them as it hydrates (valuesTypedBeforeHydration).
 *
 * Not replayed: what the platform did by itself (a button with an invoker `command` where
 * the browser runs it, a form's submit button, whose submit early-submits.ts holds),
 * anything outside the app's root, and what no control claims.
 */
import { EARLY_INPUT_GLOBAL, type EarlyInputRecorder } from '~/shared/early-input-script'


type Recorded = { target: HTMLElement; replay: () => void }

let records: Recorded[] = []

const platformRunsCommands = () => 'command' in HTMLButtonElement.prototype

/** The app's control an event reached, if it is one whose input is replayed. */
function controlOf(event: Event): HTMLElement | null {
  const target = event.target
  if (!(target instanceof Element)) return null
  const control = target.closest<HTMLElement>('button, [role="tab"]')
  if (!control || !control.closest('#root')) return null
  if (control instanceof HTMLButtonElement) {
    if (control.form && control.type === 'submit') return null
    if (control.hasAttribute('command') && platformRunsCommands()) return null
  }
  return control
}

function replayOf(event: Event, control: HTMLElement): (() => void) | null {
  if (event.type === 'click') return () => control.click()
  if (!(event instanceof KeyboardEvent)) return null
  // Arrows, Home and End belong to tabs; elsewhere they scrolled the page, which is done.
  if (event.key !== 'Escape' && control.getAttribute('role') !== 'tab') return null
  const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event
  return () => control.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true }))
}

/**
 * Called just before hydrateRoot: takes what the <head> script recorded and stops it.
 * From then on React itself replays what meets a part it has not hydrated yet.
 */
export function stopRecordingEarlyInput(): void {
  const recorder = (window as unknown as Record<string, EarlyInputRecorder | undefined>)[EARLY_INPUT_GLOBAL]
  if (!recorder) return
  recorder.stop()
  for (const event of recorder.events.splice(0)) {
    const control = controlOf(event)
    const replay = control && replayOf(event, control)
    if (control && replay) records.push({ target: control, replay })
  }
}

/**
 * Called as a control (or a group of controls) hydrates, once React handles its events:
 * replays, in order, what the visitor did to the controls inside `root` before, and
 * forgets it. A React ref callback: pass it as `ref={claimEarlyInput}`.
 */
export function claimEarlyInput(root: Element | null): void {
  if (!root) return
  const mine = records.filter((entry) => root.contains(entry.target))
  if (mine.length === 0) return
  records = records.filter((entry) => !mine.includes(entry))
  // After the commit that attached the control's handlers, not inside it.
  queueMicrotask(() => {
    for (const entry of mine) entry.replay()
  })
}

/**
 * What the visitor or the browser's autofill put into prerendered fields before React
 * hydrated them, by field name (blank fields left out). React keeps those DOM values while
 * hydrating, but its first re-render would put the app's own values back: read them first.
 */
export function valuesTypedBeforeHydration<Name extends string>(fields: readonly Name[], idFor: (field: Name) => string): Record<string, string> {
  const typed: Record<string, string> = {}
  for (const field of fields) {
    const element = document.getElementById(idFor(field))
    // A box counts only when ticked (its value is there either way).
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (element.checked) typed[field] = element.value
      continue
    }
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value !== '') {
      typed[field] = element.value
    }
  }
  return typed
}
