/**
 * The page is painted, and looks finished, well before the app's code hydrates it: on a
 * slow phone for a second or more. React listens to nothing until `hydrateRoot` runs, so
 * from the moment boot.ts runs, this module records what the visitor does to the page's
 * own controls: clicks (which include Enter and Space on a button) and the keys a control
 * handles (arrows, Home, End, Escape). Each control claims its element as it hydrates and
 * replays what was recorded for it, once and in order (two taps are open-then-close, not
 * lost and not four). From `hydrateRoot` on, React replays what meets a part it is still
 * hydrating, so recording stops there. Values typed into fields stay in the fields, and a
 * feature adopts them as it hydrates (valuesTypedBeforeHydration).
 *
 * Not recorded: what the platform does by itself (a button with an invoker `command` where
 * the browser runs it, a form's submit button, whose submit early-submits.ts holds), and
 * anything outside the app's root.
 */

/** The keys tabs handle (moving the selection); elsewhere they scroll the page as usual. */
const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'])

type Recorded = { target: HTMLElement; replay: () => void }

let recording = false
let records: Recorded[] = []

const platformRunsCommands = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype

/** The app's control an event reached, if it is one whose input is recorded. */
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

function record(event: Event) {
  const control = controlOf(event)
  if (!control) return
  if (event.type === 'click') {
    records.push({ target: control, replay: () => control.click() })
  } else if (event instanceof KeyboardEvent && (event.key === 'Escape' || (TAB_KEYS.has(event.key) && control.getAttribute('role') === 'tab'))) {
    // Tabs take arrows, Home and End instead of the page scrolling, as they do once running.
    if (event.key !== 'Escape') event.preventDefault()
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event
    records.push({
      target: control,
      replay: () => control.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true })),
    })
  }
}

/** Called by boot.ts before anything else. */
export function recordEarlyInput(): void {
  if (recording) return
  recording = true
  document.addEventListener('click', record, true)
  document.addEventListener('keydown', record, true)
}

/** Called just before hydrateRoot: from then on React itself replays what meets a part it has not hydrated yet. */
export function stopRecordingEarlyInput(): void {
  if (!recording) return
  recording = false
  document.removeEventListener('click', record, true)
  document.removeEventListener('keydown', record, true)
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
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value !== '') {
      typed[field] = element.value
    }
  }
  return typed
}
