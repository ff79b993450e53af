import { chartText, changesOf, MIN_CHANGES_TO_CHART, type FigureText } from '~/content/figures'
import { changeBarsBox, layoutChangeBars, narrowChangeBarsBox, type ChangeBarsLayout } from './geometry'

/**
 * The signed changes among `figures` as a small bar chart, with the same figures as a
 * list under it. Plain SVG in the page's HTML: no script draws it, nothing animates,
 * and its colours are the theme's (currentColor and the theme variables).
 * Renders nothing when fewer than two figures are changes.
 */
export function ChangeBars({
  subject,
  figures,
  numbersBeside = false,
  className = '',
}: {
  subject: string
  figures: readonly FigureText[]
  /** The same figures already stand as text right beside the chart (tiles): no second list. */
  numbersBeside?: boolean
  className?: string
}) {
  const changes = changesOf(figures)
  if (changes.length < MIN_CHANGES_TO_CHART) return null
  const percents = changes.map((c) => c.percent)
  const name = chartText.changeName(subject)
  return (
    <figure className={`max-w-md ${className}`}>
      {/* One drawing per width, so its text stays near its size: the narrow one on phones, at most 15rem wide there (scaled up to a whole phone, its labels would be twice their size). */}
      <ChangeBarsSvg name={name} changes={changes} layout={layoutChangeBars(percents, narrowChangeBarsBox)} className="max-w-60 sm:hidden" />
      <ChangeBarsSvg name={name} changes={changes} layout={layoutChangeBars(percents, changeBarsBox)} className="hidden sm:block" />
      {!numbersBeside && (
        <ul aria-label={chartText.changeListLabel(subject)} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
        {changes.map((change) => (
          <li key={change.label}>
            {change.label}: <span className="font-semibold text-fg">{change.value}</span>
          </li>
          ))}
        </ul>
      )}
    </figure>
  )
}

function ChangeBarsSvg({ name, changes, layout, className }: { name: string; changes: readonly { label: string; value: string }[]; layout: ChangeBarsLayout; className: string }) {
  return (
    <svg role="img" aria-label={name} viewBox={`0 0 ${layout.width} ${layout.height}`} className={`h-auto w-full text-fg ${className}`}>
      {changes.map((change, i) => {
        const bar = layout.bars[i]!
        return (
          <g key={change.label}>
            <line x1={layout.zeroX} x2={layout.zeroX} y1={bar.axisY1} y2={bar.axisY2} className="stroke-border" strokeWidth={2} />
            <text x={0} y={bar.labelY} fontSize={13} className="fill-fg-muted">
              {change.label}
            </text>
            <rect x={bar.barX} y={bar.barY} width={bar.barWidth} height={changeBarsBox.barHeight} rx={3} className="fill-primary" />
            <text x={bar.valueX} y={bar.barY + 12.5} fontSize={14} fontWeight={700} textAnchor={bar.valueAnchor} fill="currentColor">
              {change.value}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
