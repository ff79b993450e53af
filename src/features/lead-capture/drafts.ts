import { HONEYPOT_FIELD, type FormValues } from '@machines/form-values'
import { DRAFT_KEY_PREFIX } from '~/shared/draft-storage'

/**
 * What a visitor typed survives an accidental reload: drafts live in session
 * storage for the tab and are deleted when the form is sent.
 */
const key = (form: string) => `${DRAFT_KEY_PREFIX}${form}`

export function readDraft(form: string): FormValues | null {
  try {
    const raw = window.sessionStorage.getItem(key(form))
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object') return null
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => entry[0] !== HONEYPOT_FIELD && typeof entry[1] === 'string'),
    )
  } catch {
    return null
  }
}

export function saveDraft(form: string, values: FormValues): void {
  // The honeypot is not the visitor's writing: a bot's value must not come back after a reload.
  const { [HONEYPOT_FIELD]: _honeypot, ...draft } = values
  try {
    window.sessionStorage.setItem(key(form), JSON.stringify(draft))
  } catch {
    // Storage full or blocked: the form still works, only the reload safety net is gone.
  }
}

export function clearDraft(form: string): void {
  try {
    window.sessionStorage.removeItem(key(form))
  } catch {
    // nothing to clear
  }
}
