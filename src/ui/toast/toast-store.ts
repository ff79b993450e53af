import { createActor } from 'xstate'
import { toastMachine, type ToastEvent } from '@machines/toast.machine'

/** The page's one toast queue (a single actor for the whole app). */
export const toastActor = createActor(toastMachine).start()

export function showToast(toast: Omit<Extract<ToastEvent, { type: 'toast.show' }>, 'type'>): void {
  toastActor.send({ type: 'toast.show', ...toast })
}

export function dismissToast(): void {
  toastActor.send({ type: 'toast.dismiss' })
}
