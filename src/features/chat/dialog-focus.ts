import type { KeyboardEvent } from 'react'

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab and Shift+Tab cycling inside the chat dialog. Like src/lib/focus-trap.ts,
 * but it counts fixed-position controls (the toggle's twin), whose offsetParent is
 * always null, by whether they are rendered at all.
 */
export function trapTabInDialog(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.getClientRects().length > 0)
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) return
  const index = items.indexOf(document.activeElement as HTMLElement)
  // From the first item back, or from outside the items (the dialog itself), wrap to the end.
  if (event.shiftKey && index <= 0) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (index === -1 || index === items.length - 1)) {
    event.preventDefault()
    first.focus()
  }
}
