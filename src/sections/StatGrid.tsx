import type { Stat } from '~/content/service-page'

export function StatGrid({ items, className = '' }: { items: readonly Stat[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-4 md:grid-cols-4 ${className}`}>
      {items.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-xl border border-border bg-card p-4">
          <dt className="mt-1 text-sm text-fg-muted">{stat.label}</dt>
          <dd className="text-2xl font-extrabold tracking-tight">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
