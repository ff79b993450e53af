import { roiText } from '~/content/roi-calculator'
import type { Payback } from './estimate'
import { layoutPayback, paybackBox } from './payback-geometry'

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
// minimumFractionDigits is explicit: Node's ICU pads '$100.0K' without it where Chromium writes '$100K', and the
// prerendered axis labels would not match the browser's, so the page would be rendered again, losing early typing.
const compactMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 })

/**
 * Cumulative savings against the one-off project cost, month by month, with the
 * break-even month marked and named; the same figures follow as text. Plain SVG drawn
 * with the page (the default estimate's chart is in the prerendered HTML); nothing
 * animates, and its colours are the theme's.
 */
export function PaybackChart({ payback, headingId }: { payback: Payback; headingId: string }) {
  const layout = layoutPayback(payback)
  const { plot, breakEven } = layout
  const text = roiText.chart
  const last = payback.points.at(-1)?.savings ?? 0
  return (
    <figure aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="font-semibold">
        {text.heading}
      </h3>
      <svg
        role="img"
        aria-label={text.name(payback.breakEven, money.format(payback.cost), payback.horizon)}
        viewBox={`0 0 ${paybackBox.width} ${paybackBox.height}`}
        className="mt-3 h-auto w-full text-fg"
      >
        {layout.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} className="stroke-border" strokeWidth={1} />
            <text x={plot.left - 6} y={tick.y + 4} fontSize={11} textAnchor="end" className="fill-fg-muted">
              {compactMoney.format(tick.value)}
            </text>
          </g>
        ))}
        {layout.xTicks.map((tick) => (
          <text key={tick.month} x={tick.x} y={plot.bottom + 16} fontSize={11} textAnchor="middle" className="fill-fg-muted">
            {tick.month}
          </text>
        ))}
        <text x={plot.right} y={paybackBox.height - 1} fontSize={11} textAnchor="end" className="fill-fg-muted">
          {text.monthAxis}
        </text>
        <line x1={plot.left} x2={plot.right} y1={layout.costY} y2={layout.costY} className="stroke-fg-muted" strokeWidth={2} strokeDasharray="6 4" />
        <path d={layout.savingsPath} fill="none" className="stroke-primary" strokeWidth={3} strokeLinejoin="round" />
        {breakEven && (
          <g>
            <line x1={breakEven.x} x2={breakEven.x} y1={plot.bottom} y2={plot.top - 10} className="stroke-fg" strokeWidth={1} />
            <circle cx={breakEven.x} cy={breakEven.y} r={5} className="fill-primary stroke-bg" strokeWidth={2} />
            <text
              x={breakEven.labelAnchor === 'start' ? breakEven.x + 6 : breakEven.x - 6}
              y={plot.top - 12}
              fontSize={12}
              fontWeight={700}
              textAnchor={breakEven.labelAnchor}
              fill="currentColor"
            >
              {text.breakEvenMark(breakEven.month)}
            </text>
          </g>
        )}
      </svg>
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
      <dl aria-label={text.figures} className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
        <div>
          <dt className="text-fg-muted">{text.cost}</dt>
          <dd className="font-semibold">{money.format(payback.cost)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{text.monthly}</dt>
          <dd className="font-semibold">{money.format(payback.monthly)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{text.breakEven}</dt>
          <dd className="font-semibold">{payback.breakEven === null ? text.noBreakEven(payback.horizon) : payback.breakEven}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{text.net(payback.horizon)}</dt>
          <dd className="font-semibold">{money.format(last - payback.cost)}</dd>
        </div>
      </dl>
    </figure>
  )
}
