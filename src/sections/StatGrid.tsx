import type { Stat } from '~/content/service-page'

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
 */
export function StatGrid({ items, look = 'page', className = '' }: { items: readonly Stat[]; look?: keyof typeof looks; className?: string }) {
  const style = looks[look]
  return (
    <dl className={`${style.grid} ${className}`}>
      {items.map((stat) => (
        <div key={stat.label} className={`flex flex-col-reverse justify-end ${style.tile}`}>
          <dt className={`mt-1 text-fg-muted ${style.label}`}>{stat.label}</dt>
          <dd className={`font-extrabold tracking-tight ${style.value}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
