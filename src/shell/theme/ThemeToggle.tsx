import type { ThemePreference } from '@machines/theme-preference'
import { claimEarlyInput } from '~/lib/early-input'
import { DEFAULT_THEME } from '~/shared/theme-script'
import { Monitor, Moon, Sun } from '~/ui/icons'
import { useTheme } from './ThemeProvider'

const order: readonly ThemePreference[] = ['light', 'dark', 'system']
const names: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' }
const icons = { light: Sun, dark: Moon, system: Monitor } as const

/**
 * One button that steps through light, dark and system. Until the stored choice is
 * read it shows the same neutral label the prerendered page has, so hydration matches,
 * and the icon of the theme the page is painted in (the script in <head> set it), chosen
 * by the stylesheet: a light page never shows the dark theme's moon.
 */
export function ThemeToggle() {
  const { preference, step } = useTheme()
  const current = preference ?? DEFAULT_THEME
  const next = order[(order.indexOf(current) + 1) % order.length] ?? 'light'
  const Icon = icons[current]
  const label = preference ? `Theme: ${names[current]}. Switch to ${names[next]} theme` : 'Change theme'
  return (
    <button
      ref={claimEarlyInput}
      type="button"
      onClick={step}
      aria-label={label}
      title={label}
      // Hidden where the browser runs no script: no theme could be chosen or kept there, and a button that does nothing is worse than none.
      className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-bg-subtle noscript:hidden"
    >
      {preference ? (
        <Icon aria-hidden="true" className="size-5" />
      ) : (
        <>
          <Sun aria-hidden="true" className="size-5 dark:hidden" />
          <Moon aria-hidden="true" className="hidden size-5 dark:block" />
        </>
      )}
    </button>
  )
}
