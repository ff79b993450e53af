import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { themeMachine, type ThemeEvent, type ThemePreference } from '@machines/theme.machine'
import { DEFAULT_THEME } from '~/shared/theme-script'

function startTheme(stored: ThemePreference | null | Error, systemPrefersDark = false, defaultTheme: ThemePreference = DEFAULT_THEME) {
  const applied: string[] = []
  const persisted: string[] = []
  let reportSystemChange: (prefersDark: boolean) => void = () => {}
  const watcherStopped = vi.fn()
  const actor = createActor(
    themeMachine.provide({
      actors: {
        readStoredPreference: fromPromise(async () => {
          if (stored instanceof Error) throw stored
          return stored
        }),
        watchSystemScheme: fromCallback<ThemeEvent>(({ sendBack }) => {
          reportSystemChange = (prefersDark) => sendBack({ type: 'theme.systemChanged', prefersDark })
          reportSystemChange(systemPrefersDark)
          return watcherStopped
        }),
      },
      actions: {
        applyTheme: (_, params) => applied.push(params.theme),
        persistPreference: (_, params) => persisted.push(params.theme),
      },
    }),
    { input: { defaultTheme } },
  ).start()
  return { actor, applied, persisted, systemChanges: (dark: boolean) => reportSystemChange(dark), watcherStopped }
}

describe('theme machine', () => {
  it('shows dark when nothing is stored', async () => {
    const { actor, applied } = startTheme(null)
    await waitFor(actor, (s) => s.matches('dark'))
    expect(applied).toEqual(['dark'])
  })

  it('shows the default it is given when nothing is stored or storage cannot be read', async () => {
    const unset = startTheme(null, false, 'light')
    await waitFor(unset.actor, (s) => s.matches('light'))
    expect(unset.applied).toEqual(['light'])
    const blocked = startTheme(new Error('SecurityError'), true, 'system')
    await waitFor(blocked.actor, (s) => s.matches('system'))
    expect(blocked.applied).toEqual(['dark'])
  })

  it('restores a stored light choice', async () => {
    const { actor, applied } = startTheme('light')
    await waitFor(actor, (s) => s.matches('light'))
    expect(applied).toEqual(['light'])
  })

  it('the theme button steps light, dark, system from the current choice, saving each', async () => {
    const { actor, persisted } = startTheme('light')
    await waitFor(actor, (s) => s.matches('light'))
    actor.send({ type: 'theme.next' })
    expect(actor.getSnapshot().value).toBe('dark')
    actor.send({ type: 'theme.next' })
    expect(actor.getSnapshot().value).toBe('system')
    actor.send({ type: 'theme.next' })
    expect(actor.getSnapshot().value).toBe('light')
    expect(persisted).toEqual(['dark', 'system', 'light'])
  })

  it('presses of the theme button made while the stored choice is read each count once, from that choice', async () => {
    const { actor, persisted, applied } = startTheme('system', true)
    actor.send({ type: 'theme.next' })
    actor.send({ type: 'theme.next' })
    expect(actor.getSnapshot().value).toBe('resolving')
    await waitFor(actor, (s) => s.matches('dark') && s.context.pendingSteps === 0)
    expect(persisted).toEqual(['light', 'dark'])
    expect(applied.at(-1)).toBe('dark')
  })

  it('when storage cannot be read, shows dark without saving, and the theme button still works', async () => {
    const { actor, applied, persisted } = startTheme(new Error('SecurityError'))
    await waitFor(actor, (s) => s.matches('dark'))
    expect(applied).toEqual(['dark'])
    expect(persisted).toEqual([])
    actor.send({ type: 'theme.next' })
    expect(actor.getSnapshot().value).toBe('system')
    expect(persisted).toEqual(['system'])
  })

  it('on system, applies the OS scheme and follows it live', async () => {
    const { actor, applied, systemChanges } = startTheme('system', true)
    await waitFor(actor, (s) => s.matches('system'))
    expect(applied).toEqual(['dark'])
    systemChanges(false)
    expect(applied).toEqual(['dark', 'light'])
    expect(actor.getSnapshot().context.systemPrefersDark).toBe(false)
  })

  it('stores and applies a new choice, and stops following the OS when leaving system', async () => {
    const { actor, applied, persisted, watcherStopped } = startTheme('system', false)
    await waitFor(actor, (s) => s.matches('system'))
    actor.send({ type: 'theme.choose', theme: 'dark' })
    expect(actor.getSnapshot().value).toBe('dark')
    expect(persisted).toEqual(['dark'])
    expect(applied.at(-1)).toBe('dark')
    expect(watcherStopped).toHaveBeenCalled()
    actor.send({ type: 'theme.choose', theme: 'light' })
    expect(persisted).toEqual(['dark', 'light'])
    expect(applied.at(-1)).toBe('light')
  })
})
