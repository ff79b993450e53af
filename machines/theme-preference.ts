/**
 * The theme's vocabulary without the machine: what the page needs before the theme
 * machine has loaded (it loads on first use, see src/lib/lazy-actor.ts).
 */
export type ThemePreference = 'light' | 'dark' | 'system'
export type ResolvedTheme = 'light' | 'dark'

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system'
}

/** The preference the visitor has chosen, or null while the stored choice is being read. */
export function selectPreference(snapshot: { value: unknown }): ThemePreference | null {
  return isThemePreference(snapshot.value) ? snapshot.value : null
}
