import { Link } from '~/ui/Link'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { useSetPageSearch } from '~/lib/page-search'
import { island, type IslandProps } from '~/lib/island'
import { site } from '~/config/site'
import { estimateMessage, roiFieldText, roiText } from '~/content/roi-calculator'
import { usCompactDollars, usDollars, usNumber } from '~/lib/us-number-format'
import { useBrowserLayoutEffect, useTypedBeforeHydration } from '~/lib/use-typed-before-hydration'
import { buttonClass } from '~/ui/button-styles'
import { estimateRoi, paybackSeries, TYPICAL_FIRST_PROJECT_COST } from './estimate'
import { checkField, defaultInputs, inputsFromSearch, limits, parseRoiSearch, rejectedSearchFields, roiFields, type RoiField, type RoiInputs } from './inputs'
import { PaybackChart } from './PaybackChart'

/** A headline figure: one size smaller below 22rem, where the largest estimate ($8,280,000,000) fits a 320 px phone only so. */
const headlineFigure = 'text-2xl font-bold min-[22rem]:text-3xl'

type RawInputs = Record<RoiField, string>

const asText = (inputs: RoiInputs): RawInputs => ({
  teamSize: String(inputs.teamSize),
  hoursPerWeek: String(inputs.hoursPerWeek),
  hourlyCost: String(inputs.hourlyCost),
  automationPercent: String(inputs.automationPercent),
})

/** The inputs when every typed field is a number in range, else null. */
function validInputs(raw: RawInputs): RoiInputs | null {
  const values: Partial<RoiInputs> = {}
  for (const name of roiFields) {
    const check = checkField(name, raw[name])
    if (!('value' in check)) return null
    values[name] = check.value
  }
  return values as RoiInputs
}

/** The calculator's address for these inputs: all four written out, so the link keeps its estimate if defaults change. */
function estimatePath(inputs: RoiInputs): string {
  return `/roi-calculator?${new URLSearchParams(asText(inputs)).toString()}`
}

/**
 * The calculator. /roi-calculator is a page of islands, and the calculator is one: hydrated alone,
 * it writes its estimate to the address as the router would; in the app (a page opened from another
 * in the same document), through the router.
 */
export function RoiCalculator({ islandId }: IslandProps) {
  const setSearch = useSetPageSearch(parseRoiSearch)
  // Puts a complete estimate's inputs in the address, in place of the current entry.
  const writeEstimate = (inputs: RoiInputs) => setSearch(() => inputs, { replace: true })
  const generatedId = useId()
  const id = islandId ?? generatedId
  // What the visitor typed, kept as text so nothing they type is ever lost or rewritten.
  // The prerendered page shows the defaults; a link's figures are read once hydrated (below).
  const [raw, setRaw] = useState<RawInputs>(() => asText(defaultInputs))
  const [rejected, setRejected] = useState<RoiField[]>([])
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  // Figures typed before hydration, written to the URL once the page is interactive.
  const [adoptedInputs, setAdoptedInputs] = useState<RoiInputs | null>(null)

  // The URL follows every complete estimate (one history entry, replaced), so a reload or a link opens it again.
  const update = (next: RawInputs) => {
    setCopyStatus('idle')
    const inputs = validInputs(next)
    if (inputs) writeEstimate(inputs)
  }

  // The link's figures, read from the address itself: while hydrating, the router still holds the
  // prerendered page's (empty) search. Declared before the typed-before-hydration hook so its
  // layout effect runs first and what the visitor typed wins.
  const linked = useRef<RoiInputs | null>(null)
  const fromLink = () => {
    const rawSearch = Object.fromEntries(new URLSearchParams(window.location.search))
    return { rawSearch, search: parseRoiSearch(rawSearch) }
  }
  useBrowserLayoutEffect(() => {
    const { rawSearch, search } = fromLink()
    linked.current = inputsFromSearch(search)
    // Set only when there is something to say: a state set here re-renders the calculator within
    // hydration's commit, one long task (the common visit, with no link, has nothing to set).
    const rejectedFields = rejectedSearchFields(rawSearch, search)
    if (rejectedFields.length > 0) setRejected(rejectedFields)
    if (Object.keys(search).length > 0) setRaw(asText(linked.current))
  }, [])
  // Figures typed before the page was interactive count once it is.
  useTypedBeforeHydration(
    roiFields,
    (name) => `${id}-${name}`,
    (typed) => {
      // Every filled field is reported, the prerendered defaults too: only a changed one was typed.
      const prerendered = asText(defaultInputs)
      const changed = Object.fromEntries(Object.entries(typed).filter(([name, value]) => value !== prerendered[name as RoiField]))
      if (Object.keys(changed).length === 0) return
      // On top of what the link held, then written back to the URL.
      const next = { ...asText(linked.current ?? inputsFromSearch(fromLink().search)), ...changed }
      setRaw(next)
      // Not during hydration: a navigation then remounts the page and loses the typed figure.
      setAdoptedInputs(validInputs(next))
    },
  )

  const writeAdopted = useEffectEvent((inputs: RoiInputs) => writeEstimate(inputs))
  useEffect(() => {
    if (adoptedInputs) writeAdopted(adoptedInputs)
  }, [adoptedInputs])

  const setField = (name: RoiField, value: string) => {
    const next = { ...raw, [name]: value }
    setRaw(next)
    update(next)
  }

  const inputs = validInputs(raw)
  const estimate = inputs ? estimateRoi(inputs) : null
  const payback = inputs ? paybackSeries(inputs) : null
  const paybackText = estimate?.paybackMonths == null ? roiText.noPayback : `${estimate.paybackMonths} months`
  const summary = estimate
    ? `ROI estimate: ${usNumber(estimate.hoursSavedPerYear)} hours and ${usDollars(estimate.savingsPerYear)} saved per year (team of ${raw.teamSize}, ${raw.hoursPerWeek} h/week each, ${raw.automationPercent}% automated).`
    : ''
  const sendMessage =
    inputs && estimate
      ? estimateMessage({
          team: usNumber(inputs.teamSize),
          hours: String(inputs.hoursPerWeek),
          cost: usDollars(inputs.hourlyCost),
          automated: String(inputs.automationPercent),
          hoursSaved: usNumber(estimate.hoursSavedPerYear),
          savings: usDollars(estimate.savingsPerYear),
          payback: paybackText,
          link: `${site.origin}${estimatePath(inputs)}`,
        })
      : ''

  const copyLink = async () => {
    if (!inputs) return
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${estimatePath(inputs)}`)
      setCopyStatus('copied')
    } catch {
      setCopyStatus('failed')
    }
  }

  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
      <form className="space-y-6" noValidate onSubmit={(e) => e.preventDefault()} aria-label={roiText.formLabel}>
        {rejected.length > 0 && (
          <p role="status" className="rounded-lg border border-border bg-bg-subtle p-3 text-sm">
            {roiText.linkFallback(rejected.map((name) => roiFieldText[name].label.replace(/ \(.*\)$/, '').toLowerCase()))}
          </p>
        )}
        {roiFields.map((name) => {
          const { label, hint, step } = roiFieldText[name]
          const check = checkField(name, raw[name])
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
                name={name}
                inputMode="decimal"
                type="number"
                min={limits[name].min}
                max={limits[name].max}
                step={step}
                value={raw[name]}
                onChange={(e) => setField(name, e.target.value)}
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
      <section aria-labelledby={`${id}-result`} className="h-fit min-w-0 rounded-2xl border border-border bg-bg-subtle p-5 md:p-8">
        <h2 id={`${id}-result`} className="text-xl font-bold">
          {roiText.resultHeading}
        </h2>
        {estimate && payback ? (
          <>
            {/* Only the headline figures are announced as they change; the chart repeats them. As many to a
                row as fit at their own width, so that a large estimate's figures never run into each other. */}
            <dl aria-live="polite" className="mt-6 flex flex-wrap gap-x-8 gap-y-6">
              <div className="grow basis-36">
                <dt className="text-sm text-fg-muted">{roiText.hoursSaved}</dt>
                <dd className={headlineFigure}>{usNumber(estimate.hoursSavedPerYear)}</dd>
              </div>
              <div className="grow basis-36">
                <dt className="text-sm text-fg-muted">{roiText.savings}</dt>
                <dd className={headlineFigure}>{usDollars(estimate.savingsPerYear)}</dd>
              </div>
              <div className="grow basis-36">
                <dt className="text-sm text-fg-muted">{roiText.payback(usCompactDollars(TYPICAL_FIRST_PROJECT_COST))}</dt>
                <dd className={headlineFigure}>{estimate.paybackMonths === null ? roiText.noPayback : `${estimate.paybackMonths} mo`}</dd>
              </div>
            </dl>
            <PaybackChart payback={payback} headingId={`${id}-chart`} />
            <p className="mt-6 text-sm text-fg-muted">{roiText.basis}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/contact" search={{ topic: roiText.review.topic, message: summary }} className={buttonClass('primary', 'lg')}>
                {roiText.review.label}
              </Link>
              <Link to="/contact" search={{ topic: roiText.send.topic, message: sendMessage }} className={buttonClass('secondary', 'lg')}>
                {roiText.send.label}
              </Link>
              <button type="button" onClick={() => void copyLink()} className={buttonClass('secondary', 'lg', 'noscript:hidden')}>
                {roiText.copy.label}
              </button>
            </div>
            <p role="status" className="mt-3 min-h-5 text-sm text-fg-muted">
              {copyStatus === 'copied' ? roiText.copy.copied : copyStatus === 'failed' ? roiText.copy.failed : ''}
            </p>
          </>
        ) : (
          <p aria-live="polite" className="mt-4 text-fg-muted">
            {roiText.fixFields}
          </p>
        )}
      </section>
    </div>
  )
}

export const RoiCalculatorIsland = island('roi-calculator/calculator', RoiCalculator)
