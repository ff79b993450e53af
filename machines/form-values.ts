/**
 * A lead form's vocabulary without the machine: what forms, drafts and validation
 * need before the submission machine has loaded (it loads on first use).
 */
export type FormValues = Record<string, string>
export type FieldErrors = Record<string, string>

/** What went wrong with a send, already put into words for the visitor. */
export interface SendFailure {
  kind: 'rate-limited' | 'blocked-browser' | 'forbidden' | 'server' | 'offline' | 'timeout' | 'unknown'
  message: string
}

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = 'website'
