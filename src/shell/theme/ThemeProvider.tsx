import { createContext, use, useEffect, useMemo, type ReactNode } from 'react'
import { selectPreference, type ThemePreference } from '@machines/theme-preference'
import { useLazyActor } from '~/lib/use-lazy-actor'
import { DEFAULT_THEME } from '~/shared/theme-script'

interface ThemeApi {
  /** The visitor's preference, or null until the stored one is read. */
  preference: ThemePreference | null
  /** One step through light, dark and system, counted from the stored choice even before it is read. */
  step: () => void
}

const ThemeContext = createContext<ThemeApi | null>(null)

/**
 * The theme machine for the whole page. The script in <head> has already applied the
 * stored theme before the first paint, so the machine starts at the visitor's first
 * intent (to label the button with the current choice), on the first choice, or when
 * the OS colour scheme changes (a stored "system" then follows it).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { view: preference, send, start } = useLazyActor({
    load: () => import('./browser-theme-machine').then((module) => module.browserThemeMachine),
    input: () => ({ defaultTheme: DEFAULT_THEME as ThemePreference }),
    initialView: null,
    view: selectPreference,
    startEarly: 'intent',
  })
  useEffect(() => {
    const scheme = window.matchMedia('(prefers-color-scheme: dark)')
    const onChange = () => void start()
    scheme.addEventListener('change', onChange)
    return () => scheme.removeEventListener('change', onChange)
  }, [start])
  const api = useMemo<ThemeApi>(() => ({ preference, step: () => send({ type: 'theme.next' }) }), [preference, send])
  return <ThemeContext value={api}>{children}</ThemeContext>
}

/** The visitor's preference (null until the stored one is read) and a way to change it. */
export function useTheme(): ThemeApi {
  const api = use(ThemeContext)
  if (!api) throw new Error('useTheme must be used inside <ThemeProvider>')
  return api
}
