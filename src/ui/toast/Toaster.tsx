import { useSyncExternalStore, type FocusEvent } from 'react'
import type { Toast } from '@machines/toast.machine'
import { X } from '~/ui/icons'
import { island } from '~/lib/island'
import { dismissToast, pauseToast, resumeToast, toastStore } from './toast-store'

/**
 * Where toasts appear. The live regions are always in the page so that screen
 * readers announce a toast as soon as it is shown: politely for news, at once
 * (role="alert") for a failure.
 */
export function Toaster() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getView, toastStore.getInitialView)
  const visible = toast?.open ? toast : null
  const destructive = visible?.variant === 'destructive'
  // Small screens: under the header (and under the promo banner too, while the page is at its top and
  // the banner still shows), so the toast never hides the form button the visitor just pressed (they
  // are usually scrolled down to it). Larger screens: bottom right.
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-[calc(var(--banner-h)+var(--header-h))] z-[60] flex justify-center p-4 sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:justify-end"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="contents">
        {visible && !destructive && <ToastCard key={visible.id} toast={visible} />}
      </div>
      <div role="alert" aria-atomic="true" className="contents">
        {visible && destructive && <ToastCard key={visible.id} toast={visible} />}
      </div>
    </section>
  )
}

export const ToasterIsland = island('frame/toaster', Toaster)

function ToastCard({ toast }: { toast: Toast }) {
  const destructive = toast.variant === 'destructive'
  // Leaving the card for somewhere else resumes the countdown; moving within it does not.
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) resumeToast()
  }
  return (
    <div
      data-variant={toast.variant}
      onPointerEnter={pauseToast}
      onPointerLeave={resumeToast}
      onFocus={pauseToast}
      onBlur={onBlur}
      className={`pointer-events-auto relative w-full max-w-sm rounded-xl border p-4 pr-12 shadow-xl ${
        destructive ? 'border-red-800 bg-red-700 text-white [&_:focus-visible]:outline-white' : 'border-border bg-card text-fg'
      }`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm whitespace-pre-line">{toast.description}</p>}
      {toast.action && (
        <a href={toast.action.href} className="mt-2 inline-block text-sm font-semibold underline underline-offset-2">
          {toast.action.label}
        </a>
      )}
      <button
        type="button"
        onClick={dismissToast}
        aria-label="Dismiss notification"
        className={`absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-lg ${destructive ? 'hover:bg-black/20' : 'hover:bg-bg-subtle'}`}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
