import { chartText, changesOf, MIN_CHANGES_TO_CHART, type Change, type FigureText } from '~/content/figures'
import { ArrowDown, ArrowUp } from '~/ui/icons'
import { layoutChangeBars, type ChangeBar } from './geometry'

/**
 * The signed changes among some figures ('+38%', '-90%'), drawn as bars that read the way the
 * measure does: an improvement runs right from the zero line in the success colour (a cost cut by
 * 90% too), a setback runs left in the danger colour; the figure keeps its own sign, with an arrow
 * in the verdict's colour and the verdict in words for screen readers. Plain HTML in the page:
 * each bar's label and figure sit right above it, and the bars take the whole width they are given.
 */

/** Each figure with its bar, or null for a figure that is not a change (a level, a multiple). */
export function changeBarsOf(figures: readonly FigureText[]): (Change & { bar: ChangeBar })[] | null {
  const changes = changesOf(figures)
  if (changes.length < MIN_CHANGES_TO_CHART) return null
  const { bars } = layoutChangeBars(changes)
  return changes.map((change, i) => ({ ...change, bar: bars[i]! }))
}

/** The figure as written, an arrow for the way it moved, and (for screen readers) whether that is good. */
export function ChangeFigure({ change, className = '' }: { change: Change; className?: string }) {
  const Arrow = change.percent < 0 ? ArrowDown : ArrowUp
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span>{change.value}</span>
      <Arrow aria-hidden="true" data-verdict={change.improved ? 'improved' : 'setback'} className={`size-[0.8em] shrink-0 ${change.improved ? 'text-success' : 'text-danger'}`} strokeWidth={3} />
      <span className="sr-only"> ({chartText.verdict(change)})</span>
    </span>
  )
}

/** A change's bar on its track (decoration: the figure beside it says the same in text). */
export function ChangeTrack({ change, bar, className = '' }: { change: Change; bar: ChangeBar; className?: string }) {
  return (
    <span aria-hidden="true" data-change-track="" className={`relative block h-2.5 rounded-full bg-fg/10 ${className}`}>
      <span
        data-change-bar={change.improved ? 'improved' : 'setback'}
        className={`absolute inset-y-0 rounded-full ${change.improved ? 'bg-success' : 'bg-danger'}`}
        style={{ left: `${bar.start}%`, width: `${bar.width}%` }}
      />
    </span>
  )
}

/**
 * The changes as a list of labelled bars, each label and figure on the line right above its bar.
 * Renders nothing when fewer than two figures are changes.
 */
export function ChangeBars({ subject, figures, className = '' }: { subject: string; figures: readonly FigureText[]; className?: string }) {
  const changes = changeBarsOf(figures)
  if (!changes) return null
  return (
    <ul aria-label={chartText.changeListLabel(subject)} className={`space-y-4 ${className}`}>
      {changes.map((change) => (
        <li key={change.label}>
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-sm text-fg-muted">{change.label}</span>{' '}
            <ChangeFigure change={change} className="text-xl font-bold tracking-tight" />
          </p>
          <ChangeTrack change={change} bar={change.bar} className="mt-1.5" />
        </li>
      ))}
    </ul>
  )
}
