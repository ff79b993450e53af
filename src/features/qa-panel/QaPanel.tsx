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
    void import('@mocks/browser').then((module) => {
      setMocks(module)
      setActive(module.getActiveScenario())
      unsubscribe = module.onScenarioChange(setActive)
    })
    return () => unsubscribe()
  }, [])

  return (
    <aside aria-label="QA panel" className="fixed bottom-4 left-4 z-50 text-sm">
      {open ? (
        <div className="w-72 rounded-xl border border-border bg-card p-4 text-fg shadow-xl">
          <div className="mb-2 flex items-center justify-between">
            <p className="font-semibold">QA panel</p>
            <button type="button" className="rounded px-2 py-1 hover:bg-bg-subtle" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
          <label htmlFor={selectId} className="mb-1 block text-fg-muted">
            Mock scenario
          </label>
          <select
            id={selectId}
            className="w-full rounded-lg border border-border bg-bg p-2"
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
          <p className="mt-2 text-xs text-fg-muted">Also: add ?scenario=NAME to any URL.</p>
        </div>
      ) : (
        <button
          type="button"
          className="rounded-full border border-border bg-card px-3 py-2 font-semibold text-fg shadow-lg"
          onClick={() => setOpen(true)}
        >
          QA: {active}
        </button>
      )}
    </aside>
  )
}
