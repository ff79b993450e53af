/**
 * Development and demo builds only: a small panel to switch the mock scenario the
 * tab runs under (the same names as ?scenario=). Loaded after the page is
 * interactive, never in the first load; MSW itself loads only when a scenario is
 * switched or the first outside call goes out.
 */
import { useId, useState } from 'react'
import { isScenarioName, scenarioLabels, scenarioNames, type ScenarioName } from '@mocks/scenario-catalog'
import { resolveScenario, tabStorage } from '@mocks/scenario-choice'

// Read (and, for ?scenario=, remember) the tab's scenario when the panel loads, so a
// scenario picked in the URL survives client-side navigation before the first call.
const initialScenario = () => resolveScenario(window.location.search, tabStorage())

export default function QaPanel() {
  const [active, setActive] = useState<ScenarioName>(initialScenario)
  const [open, setOpen] = useState(false)
  const [switchFailed, setSwitchFailed] = useState(false)
  const selectId = useId()

  function switchTo(name: ScenarioName) {
    setActive(name)
    import('@mocks/browser')
      .then((mocks) => mocks.switchScenario(name))
      // No service worker support here: the choice cannot take effect.
      .catch(() => setSwitchFailed(true))
  }

  // In the page flow under the footer (never floating over content) so it cannot hide
  // anything a visitor or a test needs to reach.
  return (
    <aside aria-label="QA panel" className="border-t border-border bg-bg-subtle text-sm text-fg">
      <div className="container-page flex flex-wrap items-center gap-3 py-3">
        <p className="font-semibold">Demo mode: nothing is sent</p>
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
              disabled={switchFailed}
              onChange={(e) => {
                if (isScenarioName(e.target.value)) switchTo(e.target.value)
              }}
            >
              {scenarioNames.map((name) => (
                <option key={name} value={name}>
                  {scenarioLabels[name]}
                </option>
              ))}
            </select>
            <span className="text-xs text-fg-muted">
              {switchFailed ? 'Mocks unavailable here (no service worker).' : 'Also: add ?scenario=NAME to any URL.'}
            </span>
          </>
        )}
      </div>
    </aside>
  )
}
