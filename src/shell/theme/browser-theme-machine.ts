import { themeMachine } from '@machines/theme.machine'
import { themeImplementations } from './theme-actors'

/** The theme machine with the browser's storage, OS query and document (loaded on first use). */
export const browserThemeMachine = themeMachine.provide(themeImplementations)
