import { overview } from '~/content/home'
import { trapTabKey } from '~/lib/focus-trap'
import { island } from '~/lib/island'
import { ctaBandButton } from '~/sections/CtaBand'
import { cardClass } from '~/ui/Card'
import { PlayCircle, X } from '~/ui/icons'
import type { MouseEvent } from 'react'

const OVERVIEW_DIALOG_ID = 'overview-dialog'

const dialog = () => document.getElementById(OVERVIEW_DIALOG_ID) as HTMLDialogElement | null

/**
 * The 90-second overview as a short read in a modal dialog. Its buttons carry invoker
 * commands, so the browser opens and closes it before the page hydrates; once hydrated,
 * their handlers do it (and cancel the command, so nothing runs twice).
 */
export function OverviewDialog() {
  const close = (event: MouseEvent) => {
    event.preventDefault()
    dialog()?.close()
  }
  return (
    <dialog
      id={OVERVIEW_DIALOG_ID}
      aria-labelledby={`${OVERVIEW_DIALOG_ID}-title`}
      onKeyDown={trapTabKey}
      className={cardClass('m-auto w-[min(40rem,calc(100%-2rem))] p-0 text-fg shadow-2xl backdrop:bg-black/60')}
    >
      <div className="p-6 md:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${OVERVIEW_DIALOG_ID}-title`} className="text-2xl font-bold">
            {overview.heading}
          </h2>
          <button type="button" command="close" commandfor={OVERVIEW_DIALOG_ID} onClick={close} aria-label={overview.close} className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-bg-subtle">
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <ol className="mt-6 list-decimal space-y-3 pl-5 text-fg-muted marker:font-bold marker:text-primary">
          {overview.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ol>
      </div>
    </dialog>
  )
}

function openOverview(event: MouseEvent) {
  event.preventDefault()
  const overview = dialog()
  if (overview && !overview.open) overview.showModal()
}

/** The closing band's button that opens the overview (by its invoker command before it hydrates). */
export function OverviewButton({ label }: { label: string }) {
  return (
    <button type="button" command="show-modal" commandfor={OVERVIEW_DIALOG_ID} onClick={openOverview} className={ctaBandButton.secondary} aria-haspopup="dialog">
      <PlayCircle aria-hidden="true" className="size-5" />
      {label}
    </button>
  )
}

export const OverviewDialogIsland = island('home/overview-dialog', OverviewDialog)
export const OverviewButtonIsland = island('home/overview-button', OverviewButton)
