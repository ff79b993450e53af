import { useSelector } from '@xstate/react'
import { createContext, use, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { selectPreference, themeMachine, type ThemePreference } from '@machines/theme.machine'
import { useAppMachine } from '~/lib/use-app-machine'
import { DEFAULT_THEME } from '~/shared/theme-script'
import { themeImplementations } from './theme-actors'

const browserThemeMachine = themeMachine.provide(themeImplementations)

type ThemeActor = ActorRefFrom<typeof browserThemeMachine>

const ThemeContext = createContext<ThemeActor | null>(null)

export function ThemeProvider({ children }: { children: ReactNode }) {
  const actor = useAppMachine(browserThemeMachine, { input: { defaultTheme: DEFAULT_THEME } })
  return <ThemeContext value={actor}>{children}</ThemeContext>
}

/** The visitor's preference (null until the stored one is read) and a way to change it. */
export function useTheme(): { preference: ThemePreference | null; choose: (theme: ThemePreference) => void } {
  const actor = use(ThemeContext)
  if (!actor) throw new Error('useTheme must be used inside <ThemeProvider>')
  const preference = useSelector(actor, selectPreference)
  return { preference, choose: (theme) => actor.send({ type: 'theme.choose', theme }) }
}
