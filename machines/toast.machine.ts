import { assign, setup } from 'xstate'

export type ToastVariant = 'default' | 'destructive'

export interface Toast {
  id: number
  open: boolean
  title: string
  description?: string
  variant: ToastVariant
  /** An optional way out, e.g. "Email us directly". */
  action?: { label: string; href: string }
}

export type ToastEvent =
  | { type: 'toast.show'; title: string; description?: string; variant?: ToastVariant; action?: Toast['action'] }
  | { type: 'toast.dismiss' }
  /** The visitor is reading or using the toast (pointer over it, focus in it): it stays open. */
  | { type: 'toast.pause' }
  | { type: 'toast.resume' }

/** A dismissed toast stays (closed) this long before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000
/** An open toast closes by itself after this long (counted again after a pause). */
export const TOAST_DURATION_MS = 8_000

/** One toast at a time: a new one replaces the old. */
export const toastMachine = setup({
  types: { context: {} as { toast: Toast | null; nextId: number }, events: {} as ToastEvent },
  actions: {
    showToast: assign(({ context }, params: Omit<Extract<ToastEvent, { type: 'toast.show' }>, 'type'>) => ({
      nextId: context.nextId + 1,
      toast: {
        id: context.nextId,
        open: true,
        title: params.title,
        variant: params.variant ?? 'default',
        ...(params.description ? { description: params.description } : {}),
        ...(params.action ? { action: params.action } : {}),
      },
    })),
    closeToast: assign({ toast: ({ context }) => (context.toast ? { ...context.toast, open: false } : null) }),
    removeToast: assign({ toast: null }),
  },
  delays: { duration: TOAST_DURATION_MS, removeDelay: TOAST_REMOVE_DELAY_MS },
}).createMachine({
  id: 'toasts',
  context: { toast: null, nextId: 1 },
  initial: 'empty',
  on: {
    'toast.show': {
      target: '.open',
      reenter: true,
      actions: { type: 'showToast', params: ({ event }) => event },
    },
  },
  states: {
    empty: {},
    open: {
      initial: 'running',
      on: { 'toast.dismiss': 'dismissed' },
      states: {
        running: {
          after: { duration: '#toasts.dismissed' },
          on: { 'toast.pause': 'paused' },
        },
        paused: {
          on: { 'toast.resume': 'running' },
        },
      },
    },
    dismissed: {
      entry: 'closeToast',
      after: { removeDelay: { target: 'empty', actions: 'removeToast' } },
    },
  },
})
