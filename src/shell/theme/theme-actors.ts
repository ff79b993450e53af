import { fromCallback, fromPromise } from 'xstate'
import { isThemePreference, type ResolvedTheme, type ThemeEvent, type ThemePreference } from '@machines/theme.machine'
import { THEME_STORAGE_KEY } from '~/shared/theme-script'

/** The browser side of the theme machine: storage, the OS preference and the document. */
export const themeImplementations = {
  actors: {
    readStoredPreference: fromPromise<ThemePreference | null>(async () => {
      try {
        const stored = window.localStorage.getItem(THEME_STORAGE_KEY)
        return isThemePreference(stored) ? stored : null
      } catch {
        return null // storage blocked (private mode, policy): fall back to the default
      }
    }),
    watchSystemScheme: fromCallback<ThemeEvent>(({ sendBack }) => {
      const query = window.matchMedia('(prefers-color-scheme: dark)')
      const report = () => sendBack({ type: 'theme.systemChanged', prefersDark: query.matches })
      report()
      query.addEventListener('change', report)
      return () => query.removeEventListener('change', report)
    }),
  },
  actions: {
    applyTheme: (_: unknown, params: { theme: ResolvedTheme }) => {
      const root = document.documentElement
      root.classList.remove('light', 'dark')
      root.classList.add(params.theme)
    },
    persistPreference: (_: unknown, params: { theme: ThemePreference }) => {
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, params.theme)
      } catch {
        // The choice still applies for this visit.
      }
    },
  },
}
