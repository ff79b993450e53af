import { mayStillArriveNote } from '~/content/lead-capture'

/** After a failed send: what happened and a way out that keeps the visitor's words. */
export function FailureNotice({ message, emailHref, label, mayStillArrive = false }: { message: string; emailHref: string; label: string; mayStillArrive?: boolean }) {
  return (
    <div className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm text-fg">
      <p>{message}</p>
      {mayStillArrive && <p className="mt-1 font-medium">{mayStillArriveNote}</p>}
      <a href={emailHref} className="mt-1 inline-block font-semibold text-primary underline underline-offset-2">
        {label}
      </a>
    </div>
  )
}
