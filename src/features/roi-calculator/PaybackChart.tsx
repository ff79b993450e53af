import { roiText } from '~/content/roi-calculator'
import { usCompactDollars, usDollars } from '~/lib/us-number-format'
import type { Payback } from './estimate'
import { layoutPayback, paybackPlot } from './payback-geometry'

/**
 * Cumulative savings against the one-off project cost, month by month, with the
 * break-even month marked and named; the same figures follow as text. Drawn with the
 * page (the default estimate's chart is in the prerendered HTML), nothing animates, and
 * its colours are the theme's. The plot stretches to its column while its labels are
 * HTML around it, so they stay at text size (12 px and up) from a 320 px phone to a
 * desktop, and the drawing is the same in the prerender and the browser: no widths are
 * measured.
 */
export function PaybackChart({ payback, headingId }: { payback: Payback; headingId: string }) {
  const layout = layoutPayback(payback)
  const { breakEven } = layout
  const text = roiText.chart
  const last = payback.points.at(-1)?.savings ?? 0
  const { size } = paybackPlot
  return (
    <figure aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="font-semibold">
        {text.heading}
      </h3>
      {/* One image for assistive technology: its name says what the drawing and its labels show. */}
      <div
        role="img"
        aria-label={text.name(payback.breakEven, usDollars(payback.cost), payback.horizon)}
        className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 pr-2 text-xs leading-4 text-fg-muted"
      >
        {/* The money axis: every label in one grid cell, so the column is as wide as the widest, each centred on its line. */}
        <div className="mt-6 grid">
          {layout.yTicks.map((tick) => (
            <span key={tick.value} className="relative col-start-1 row-start-1 -translate-y-1/2 self-start text-right" style={{ top: `${tick.y}%` }}>
              {usCompactDollars(tick.value)}
            </span>
          ))}
        </div>
        <div className="relative pt-6">
          {/* Taller as the column widens: full width below lg, half the page from lg (a viewport breakpoint, as the
              Nu checker's CSS validator knows no container queries). */}
          <div className="relative h-40 sm:h-56 lg:h-44 xl:h-56">
            {layout.yTicks.map((tick) => (
              <div key={tick.value} className="absolute inset-x-0 border-t border-border" style={{ top: `${tick.y}%` }} />
            ))}
            <div className="absolute inset-x-0 -mt-px border-t-2 border-dashed border-fg-muted" style={{ top: `${layout.costY}%` }} />
            <svg viewBox={`0 0 ${size} ${size}`} preserveAspectRatio="none" className="absolute inset-0 size-full overflow-visible">
              <path
                d={layout.savingsPath}
                fill="none"
                className="stroke-primary"
                strokeWidth={3}
                strokeLinejoin="round"
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
            {/* Above the break-even line, which is drawn after it. */}
            {breakEven && (
              <div
                className="absolute z-10 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-bg bg-primary"
                style={{ left: `${breakEven.x}%`, top: `${breakEven.y}%` }}
              />
            )}
          </div>
          {breakEven && (
            <>
              {/* Not translated: a plain box is snapped to whole pixels, so the 1 px line stays sharp. */}
              <div className="absolute top-5 bottom-0 w-px bg-fg" style={{ left: `${breakEven.x}%` }} />
              {/* The label reads away from the line, kept inside the plot's width: the space beside it gives way first. */}
              <div className={`absolute inset-x-0 top-0 flex ${breakEven.labelAnchor === 'end' ? 'flex-row-reverse' : ''}`}>
                <span
                  className="min-w-0 shrink"
                  style={{ flexBasis: `calc(${breakEven.labelOffset}% + 6px)` }}
                />
                <span className="shrink-0 text-sm leading-5 font-bold whitespace-nowrap text-fg">{text.breakEvenMark(breakEven.month)}</span>
              </div>
            </>
          )}
        </div>
        <div className="relative col-start-2 mt-1 h-4">
          {layout.xTicks.map((tick) => (
            <span key={tick.month} className="absolute top-0 -translate-x-1/2" style={{ left: `${tick.x}%` }}>
              {tick.month}
            </span>
          ))}
        </div>
        <span className="col-start-2 text-right">{text.monthAxis}</span>
      </div>
      {/* The key, in HTML so it wraps at any width. */}
      <p aria-hidden="true" className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-fg-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-1 w-5 rounded bg-primary" />
          {text.savingsLine}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block w-5 border-t-2 border-dashed border-fg-muted" />
          {text.costLine}
        </span>
      </p>
      {/* As many figures to a row as fit at their own width: a large estimate's take a row of their own, not the next one's place. */}
      <dl aria-label={text.figures} className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <div className="grow basis-24">
          <dt className="text-fg-muted">{text.cost}</dt>
          <dd className="font-semibold">{usDollars(payback.cost)}</dd>
        </div>
        <div className="grow basis-24">
          <dt className="text-fg-muted">{text.monthly}</dt>
          <dd className="font-semibold">{usDollars(payback.monthly)}</dd>
        </div>
        <div className="grow basis-24">
          <dt className="text-fg-muted">{text.breakEven}</dt>
          <dd className="font-semibold">{payback.breakEven === null ? text.noBreakEven(payback.horizon) : payback.breakEven}</dd>
        </div>
        <div className="grow basis-24">
          <dt className="text-fg-muted">{text.net(payback.horizon)}</dt>
          <dd className="font-semibold">{usDollars(last - payback.cost)}</dd>
        </div>
      </dl>
    </figure>
  )
}
