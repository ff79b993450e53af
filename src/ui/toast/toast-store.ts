import type { Toast, ToastEvent } from '@machines/toast.machine'
import { LazyActor } from '~/lib/lazy-actor'

/**
 * The page's one toast queue (a single actor for the whole app). Its machine loads
 * with the first toast: a page that never shows one never fetches it.
 */
export const toastStore = new LazyActor({
  load: () => import('@machines/toast.machine').then((module) => module.toastMachine),
  initialView: null as Toast | null,
  view: (snapshot) => snapshot.context.toast,
})

export type ToastRequest = Omit<Extract<ToastEvent, { type: 'toast.show' }>, 'type'>

export function showToast(toast: ToastRequest): void {
  toastStore.send({ type: 'toast.show', ...toast })
}

export function dismissToast(): void {
  // Nothing to dismiss before the first toast: do not load the machine for it.
  if (toastStore.isRunning()) toastStore.send({ type: 'toast.dismiss' })
}

/** Holds the toast open while the visitor points at it or works inside it. */
export function pauseToast(): void {
  if (toastStore.isRunning()) toastStore.send({ type: 'toast.pause' })
}

export function resumeToast(): void {
  if (toastStore.isRunning()) toastStore.send({ type: 'toast.resume' })
}
