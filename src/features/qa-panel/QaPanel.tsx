/**
 * Development and demo builds only: a small panel to switch the mock scenario the
 * tab runs under (the same names as ?scenario=). Loaded on demand, never in the
 * first load.
 */
import { useEffect, useId, useState } from 'react'
import type * as BrowserMocksModule from '@mocks/browser'
import { scenarios, isScenarioName, type ScenarioName } from '@mocks/scenarios'

type BrowserMocks = typeof BrowserMocksModule


export default function QaPanel() {
  const [mocks, setMocks] = useState<BrowserMocks | null>(null)
  const [active, setActive] = useState<ScenarioName>('default')
  const [open, setOpen] = useState(false)
  const selectId = useId()

  useEffect(() => {
    let unsubscribe = () => {}
    import('@mocks/browser')
      .then((module) => {
        setMocks(module)
        setActive(module.getActiveScenario())
        unsubscribe = module.onScenarioChange(setActive)
      })
      // No service worker support here: the panel stays, with switching disabled.
      .catch(() => setMocks(null))
    return () => unsubscribe()
  }, [])

  // In the page flow under the footer (never floating over content) so it cannot hide
  // anything a visitor or a test needs to reach.
  return (
    <aside aria-label="QA panel" className="border-t border-border bg-bg-subtle text-sm text-fg">
      <div className="container-page flex flex-wrap items-center gap-3 py-3">
        <button
          type="button"
          aria-expanded={open}
          className="rounded-full border border-border bg-card px-3 py-1.5 font-semibold"
          onClick={() => setOpen((value) => !value)}
        >
          QA: {active}
        </button>
        {open && (
          <>
            <label htmlFor={selectId} className="text-fg-muted">
              Mock scenario
            </label>
            <select
              id={selectId}
              className="rounded-lg border border-border bg-bg p-2"
              value={active}
              disabled={!mocks}
              onChange={(e) => {
                if (mocks && isScenarioName(e.target.value)) mocks.switchScenario(e.target.value)
              }}
            >
              {Object.entries(scenarios).map(([name, scenario]) => (
                <option key={name} value={name}>
                  {scenario.label}
                </option>
              ))}
            </select>
            <span className="text-xs text-fg-muted">Also: add ?scenario=NAME to any URL.</span>
          </>
        )}
      </div>
    </aside>
  )
}
