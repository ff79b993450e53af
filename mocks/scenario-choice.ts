import { isScenarioName, type ScenarioName } from './scenarios'

/** Session storage key: the chosen scenario lasts for the tab, across reloads. */
export const SCENARIO_STORAGE_KEY = 'mock-scenario'

/**
 * The scenario for this tab: `?scenario=NAME` wins and is remembered; otherwise the
 * remembered one; otherwise the default. Unknown names are ignored.
 */
export function resolveScenario(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): ScenarioName {
  const asked = new URLSearchParams(search).get('scenario')
  if (isScenarioName(asked)) {
    storage?.setItem(SCENARIO_STORAGE_KEY, asked)
    return asked
  }
  const remembered = storage?.getItem(SCENARIO_STORAGE_KEY)
  return isScenarioName(remembered) ? remembered : 'default'
}
