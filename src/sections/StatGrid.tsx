import type { Stat } from '~/content/service-page'
import { ChangeFigure, ChangeTrack, changeBarsOf } from './charts/ChangeBars'

const looks = {
  /** Page-level figures: four across on wide screens, on their own cards. An odd last tile spans both columns while two go across. */
  page: { grid: 'grid grid-cols-2 gap-4 md:grid-cols-4', tile: 'max-md:odd:last:col-span-2 rounded-xl border border-border bg-card p-4', value: 'text-2xl', label: 'text-sm' },
  /** Figures inside a card: two across, on a tinted inset. */
  inset: { grid: 'grid grid-cols-2 gap-3', tile: 'odd:last:col-span-2 rounded-xl bg-bg-subtle p-4', value: 'text-2xl', label: 'text-sm' },
  /** Smaller figures inside a dense card. */
  compact: { grid: 'grid grid-cols-2 gap-3', tile: 'odd:last:col-span-2 rounded-xl bg-bg-subtle p-3', value: 'text-xl', label: 'text-xs' },
} as const

/**
 * Figures with their labels (value first visually, label first for screen readers).
 * `justify-end` starts the reversed column at the top, so values in a row line up
 * when one label wraps to more lines than its neighbours'.
 *
 * With `bars`, when two or more figures are changes in percent, the tiles are also their chart:
 * each change's tile draws its bar (ChangeBars) at its foot, on one scale across the tiles, so
 * the figures are printed once and the bars of a row line up.
 */
export function StatGrid({ items, look = 'page', bars = false, className = '' }: { items: readonly Stat[]; look?: keyof typeof looks; bars?: boolean; className?: string }) {
  const style = looks[look]
  const changes = bars ? changeBarsOf(items) : null
  return (
    <dl className={`${style.grid} ${className}`}>
      {items.map((stat) => {
        const change = changes?.find((c) => c.label === stat.label)
        return (
          <div key={stat.label} className={`flex flex-col-reverse justify-end ${style.tile}`}>
            <dt className={`mt-1 text-fg-muted ${style.label} ${change ? 'flex grow flex-col gap-3' : ''}`}>
              {stat.label}
              {change && <ChangeTrack change={change} bar={change.bar} className="mt-auto" />}
            </dt>
            <dd className={`font-bold tracking-tight ${style.value}`}>{change ? <ChangeFigure change={change} /> : stat.value}</dd>
          </div>
        )
      })}
    </dl>
  )
}
