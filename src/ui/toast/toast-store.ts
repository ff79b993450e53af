import { createActor } from 'xstate'
import { toastMachine, type ToastEvent } from '@machines/toast.machine'

/** The page's one toast queue (a single actor for the whole app). */
export const toastActor = createActor(toastMachine).start()

export type ToastRequest = Omit<Extract<ToastEvent, { type: 'toast.show' }>, 'type'>

export function showToast(toast: ToastRequest): void {
  toastActor.send({ type: 'toast.show', ...toast })
}

export function dismissToast(): void {
  toastActor.send({ type: 'toast.dismiss' })
}

/** Holds the toast open while the visitor points at it or works inside it. */
export function pauseToast(): void {
  toastActor.send({ type: 'toast.pause' })
}

export function resumeToast(): void {
  toastActor.send({ type: 'toast.resume' })
}
