import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useTypedBeforeHydration } from '~/lib/use-typed-before-hydration'
import { buttonClass } from '~/ui/button-styles'
import { checkField, defaultInputs, estimateRoi, limits, type RoiInputs } from './estimate'

const fields: { name: keyof RoiInputs; label: string; hint: string; step: string }[] = [
  { name: 'teamSize', label: 'People doing the work', hint: 'Everyone who spends time on the repetitive task.', step: '1' },
  { name: 'hoursPerWeek', label: 'Hours per person per week', hint: 'Data entry, reporting, follow-ups, triage, copy-paste between tools.', step: '0.5' },
  { name: 'hourlyCost', label: 'Loaded hourly cost ($)', hint: 'Salary plus benefits and overhead, per hour.', step: '1' },
  { name: 'automationPercent', label: 'Share automated (%)', hint: 'We typically see 30-60% on a first workflow.', step: '5' },
]

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const whole = new Intl.NumberFormat('en-US')

export function RoiCalculator() {
  const id = useId()
  // What the visitor typed, kept as text so nothing they type is ever lost or rewritten.
  const [raw, setRaw] = useState<Record<keyof RoiInputs, string>>({
    teamSize: String(defaultInputs.teamSize),
    hoursPerWeek: String(defaultInputs.hoursPerWeek),
    hourlyCost: String(defaultInputs.hourlyCost),
    automationPercent: String(defaultInputs.automationPercent),
  })
  // Figures typed before the page was interactive count once it is.
  useTypedBeforeHydration(
    fields.map(({ name }) => name),
    (name) => `${id}-${name}`,
    (typed) => setRaw((current) => ({ ...current, ...typed })),
  )
  const checks = Object.fromEntries(fields.map(({ name }) => [name, checkField(name, raw[name])])) as Record<
    keyof RoiInputs,
    ReturnType<typeof checkField>
  >
  const valid = fields.every(({ name }) => 'value' in checks[name])
  const estimate = valid
    ? estimateRoi(Object.fromEntries(fields.map(({ name }) => [name, (checks[name] as { value: number }).value])) as unknown as RoiInputs)
    : null
  const summary = estimate
    ? `ROI estimate: ${whole.format(estimate.hoursSavedPerYear)} hours and ${money.format(estimate.savingsPerYear)} saved per year (team of ${raw.teamSize}, ${raw.hoursPerWeek} h/week each, ${raw.automationPercent}% automated).`
    : ''

  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
      <form className="space-y-6" noValidate onSubmit={(e) => e.preventDefault()} aria-label="ROI inputs">
        {fields.map(({ name, label, hint, step }) => {
          const check = checks[name]
          const error = 'error' in check ? check.error : null
          return (
            <div key={name}>
              <label htmlFor={`${id}-${name}`} className="block font-semibold">
                {label}
              </label>
              <p id={`${id}-${name}-hint`} className="text-sm text-fg-muted">
                {hint}
              </p>
              <input
                id={`${id}-${name}`}
                inputMode="decimal"
                type="number"
                min={limits[name].min}
                max={limits[name].max}
                step={step}
                value={raw[name]}
                onChange={(e) => setRaw((current) => ({ ...current, [name]: e.target.value }))}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-${name}-hint${error ? ` ${id}-${name}-error` : ''}`}
                className="mt-2 min-h-11 w-full rounded-lg border border-border bg-card px-3 text-fg aria-invalid:border-danger"
              />
              {error && (
                <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-danger">
                  {error}
                </p>
              )}
            </div>
          )
        })}
      </form>
      <section aria-labelledby={`${id}-result`} aria-live="polite" className="h-fit rounded-2xl border border-border bg-bg-subtle p-6 md:p-8">
        <h2 id={`${id}-result`} className="text-xl font-bold">
          Your estimate
        </h2>
        {estimate ? (
          <>
            <dl className="mt-6 grid gap-6 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
              <div>
                <dt className="text-sm text-fg-muted">Hours saved per year</dt>
                <dd className="text-3xl font-extrabold">{whole.format(estimate.hoursSavedPerYear)}</dd>
              </div>
              <div>
                <dt className="text-sm text-fg-muted">Savings per year</dt>
                <dd className="text-3xl font-extrabold">{money.format(estimate.savingsPerYear)}</dd>
              </div>
              <div>
                <dt className="text-sm text-fg-muted">Payback on a $45K first project</dt>
                <dd className="text-3xl font-extrabold">
                  {estimate.paybackMonths === null ? 'n/a' : `${estimate.paybackMonths} mo`}
                </dd>
              </div>
            </dl>
            <p className="mt-6 text-sm text-fg-muted">
              Based on 46 working weeks a year. Real projects also raise quality and speed, which this estimate leaves out.
            </p>
            <Link to="/contact" search={{ topic: 'ROI review', message: summary }} className={buttonClass('primary', 'lg', 'mt-6')}>
              Review this estimate with an advisor
            </Link>
          </>
        ) : (
          <p className="mt-4 text-fg-muted">Fix the highlighted fields to see your estimate.</p>
        )}
      </section>
    </div>
  )
}
