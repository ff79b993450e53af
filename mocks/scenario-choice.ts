import { isScenarioName, type ScenarioName } from './scenario-catalog'

/** Session storage key: the chosen scenario lasts for the tab, across reloads. */
export const SCENARIO_STORAGE_KEY = 'mock-scenario'

type ScenarioStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * The scenario for this tab: `?scenario=NAME` wins and is remembered; otherwise the
 * remembered one; otherwise the default. Unknown names are ignored.
 */
export function resolveScenario(search: string, storage: ScenarioStorage | null): ScenarioName {
  const asked = new URLSearchParams(search).get('scenario')
  if (isScenarioName(asked)) {
    rememberScenario(asked, storage)
    return asked
  }
  const remembered = storage?.getItem(SCENARIO_STORAGE_KEY)
  return isScenarioName(remembered) ? remembered : 'default'
}

export function rememberScenario(name: ScenarioName, storage: ScenarioStorage | null): void {
  try {
    storage?.setItem(SCENARIO_STORAGE_KEY, name)
  } catch {
    // Storage full or refused: the choice lasts for this page only.
  }
}

/** The tab's session storage, or null where the browser refuses it (some private modes). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}
