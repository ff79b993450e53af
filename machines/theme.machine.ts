import { assign, fromCallback, fromPromise, setup } from 'xstate'

import type { ResolvedTheme, ThemePreference } from './theme-preference'

export { isThemePreference, selectPreference, type ResolvedTheme, type ThemePreference } from './theme-preference'

interface ThemeInput {
  /** What to show when the visitor has never chosen (the app passes DEFAULT_THEME from src/shared/theme-script.ts). */
  defaultTheme: ThemePreference
}

interface ThemeContext {
  systemPrefersDark: boolean
  defaultTheme: ThemePreference
  /** Steps asked for ('theme.next') while the stored choice was being read; taken once it is. */
  pendingSteps: number
}

export type ThemeEvent =
  | { type: 'theme.choose'; theme: ThemePreference }
  | { type: 'theme.systemChanged'; prefersDark: boolean }
  /** The theme button: one step through light, dark, system, from wherever the visitor is. */
  | { type: 'theme.next' }

/**
 * Theme preference: light, dark or system. It starts by reading the stored choice
 * (the default it is given when there is none or it cannot be read); while on
 * "system" it listens to the OS colour scheme and follows it live.
 * Storage, the OS query and the document are actors/actions the app provides.
 */
export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
    input: {} as ThemeInput,
  },
  actors: {
    readStoredPreference: fromPromise<ThemePreference | null>(async () => null),
    watchSystemScheme: fromCallback<ThemeEvent>(() => () => {}),
  },
  actions: {
    applyTheme: (_, _params: { theme: ResolvedTheme }) => {},
    persistPreference: (_, _params: { theme: ThemePreference }) => {},
    countPendingStep: assign({ pendingSteps: ({ context }) => context.pendingSteps + 1 }),
    takePendingStep: assign({ pendingSteps: ({ context }) => context.pendingSteps - 1 }),
    rememberSystemScheme: assign({
      systemPrefersDark: (_, params: { prefersDark: boolean }) => params.prefersDark,
    }),
  },
  guards: {
    hasPendingStep: ({ context }) => context.pendingSteps > 0,
    storedIs: ({ context }, params: { stored: ThemePreference | null; theme: ThemePreference }) =>
      (params.stored ?? context.defaultTheme) === params.theme,
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ systemPrefersDark: false, defaultTheme: input.defaultTheme, pendingSteps: 0 }),
  initial: 'resolving',
  states: {
    resolving: {
      on: { 'theme.next': { actions: 'countPendingStep' } },
      invoke: {
        src: 'readStoredPreference',
        onDone: [
          { guard: { type: 'storedIs', params: ({ event }) => ({ stored: event.output, theme: 'light' }) }, target: 'light' },
          { guard: { type: 'storedIs', params: ({ event }) => ({ stored: event.output, theme: 'system' }) }, target: 'system' },
          { target: 'dark' },
        ],
        onError: [
          { guard: { type: 'storedIs', params: { stored: null, theme: 'light' } }, target: 'light' },
          { guard: { type: 'storedIs', params: { stored: null, theme: 'system' } }, target: 'system' },
          { target: 'dark' },
        ],
      },
    },
    light: {
      entry: { type: 'applyTheme', params: { theme: 'light' } },
      always: { guard: 'hasPendingStep', target: 'dark', actions: ['takePendingStep', { type: 'persistPreference', params: { theme: 'dark' } }] },
      on: { 'theme.next': { target: 'dark', actions: { type: 'persistPreference', params: { theme: 'dark' } } } },
    },
    dark: {
      entry: { type: 'applyTheme', params: { theme: 'dark' } },
      always: { guard: 'hasPendingStep', target: 'system', actions: ['takePendingStep', { type: 'persistPreference', params: { theme: 'system' } }] },
      on: { 'theme.next': { target: 'system', actions: { type: 'persistPreference', params: { theme: 'system' } } } },
    },
    system: {
      invoke: { src: 'watchSystemScheme' },
      always: { guard: 'hasPendingStep', target: 'light', actions: ['takePendingStep', { type: 'persistPreference', params: { theme: 'light' } }] },
      on: {
        'theme.next': { target: 'light', actions: { type: 'persistPreference', params: { theme: 'light' } } },
        'theme.systemChanged': {
          actions: [
            { type: 'rememberSystemScheme', params: ({ event }) => ({ prefersDark: event.prefersDark }) },
            { type: 'applyTheme', params: ({ event }) => ({ theme: event.prefersDark ? 'dark' : 'light' }) },
          ],
        },
      },
    },
  },
  on: {
    'theme.choose': [
      { guard: ({ event }) => event.theme === 'light', target: '.light', actions: { type: 'persistPreference', params: { theme: 'light' } } },
      { guard: ({ event }) => event.theme === 'dark', target: '.dark', actions: { type: 'persistPreference', params: { theme: 'dark' } } },
      { target: '.system', actions: { type: 'persistPreference', params: { theme: 'system' } } },
    ],
  },
})

