/**
 * Where a form's draft is kept in session storage (src/features/lead-capture/drafts.ts): the boot
 * script reads it too, to run at once a page whose form has a draft to restore (src/boot.ts).
 */
export const DRAFT_KEY_PREFIX = 'draft:'

/** Whether this tab holds a draft of any form. */
export function anyDraftSaved(): boolean {
  try {
    const storage = window.sessionStorage
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(DRAFT_KEY_PREFIX)) return true
  } catch {
    // Storage blocked: there is no draft to restore.
  }
  return false
}
