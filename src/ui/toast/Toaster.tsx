import { useSelector } from '@xstate/react'
import { X } from '~/ui/icons'
import { dismissToast, toastActor } from './toast-store'

/**
 * Where toasts appear. The live regions are always in the page so that screen
 * readers announce a toast as soon as it is shown: politely for news, at once
 * (role="alert") for a failure.
 */
export function Toaster() {
  const toast = useSelector(toastActor, (s) => s.context.toast)
  const visible = toast?.open ? toast : null
  const destructive = visible?.variant === 'destructive'
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end">
      <div role="status" aria-live="polite" aria-atomic="true" className="contents">
        {visible && !destructive && <ToastCard toast={visible} />}
      </div>
      <div role="alert" aria-atomic="true" className="contents">
        {visible && destructive && <ToastCard toast={visible} />}
      </div>
    </section>
  )
}

function ToastCard({ toast }: { toast: NonNullable<ReturnType<typeof toastActor.getSnapshot>['context']['toast']> }) {
  const destructive = toast.variant === 'destructive'
  return (
    <div
      data-variant={toast.variant}
      className={`pointer-events-auto relative w-full max-w-sm rounded-xl border p-4 pr-12 shadow-xl ${
        destructive ? 'border-red-800 bg-red-700 text-white' : 'border-border bg-card text-fg'
      }`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm whitespace-pre-line opacity-95">{toast.description}</p>}
      {toast.action && (
        <a href={toast.action.href} className="mt-2 inline-block text-sm font-semibold underline underline-offset-2">
          {toast.action.label}
        </a>
      )}
      <button
        type="button"
        onClick={dismissToast}
        aria-label="Dismiss notification"
        className="absolute right-2 top-2 inline-flex size-9 items-center justify-center rounded-lg hover:bg-black/10"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
