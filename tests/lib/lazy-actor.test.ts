import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { mobileMenuMachine } from '@machines/mobile-menu.machine'
import { navDropdownMachine } from '@machines/nav-dropdown.machine'
import { tabsMachine } from '@machines/tabs.machine'
import { themeMachine } from '@machines/theme.machine'
import { selectPreference } from '@machines/theme-preference'
import { toastMachine } from '@machines/toast.machine'
import { LazyActor } from '~/lib/lazy-actor'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const tabsView = (snapshot: { context: { activeIndex: number } }) => snapshot.context.activeIndex

describe('LazyActor', () => {
  it('shows the initial view and loads nothing until it is used', () => {
    const load = vi.fn(async () => tabsMachine)
    const lazy = new LazyActor({ load, input: () => ({ count: 3 }), initialView: 0, view: tabsView })
    expect(lazy.getView()).toBe(0)
    expect(lazy.isRunning()).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  it('keeps events sent while loading and replays them in order once the actor runs', async () => {
    const machine = deferred<typeof tabsMachine>()
    const lazy = new LazyActor({ load: () => machine.promise, input: () => ({ count: 3 }), initialView: 0, view: tabsView })
    const seen: number[] = []
    lazy.subscribe(() => seen.push(lazy.getView()))
    lazy.send({ type: 'tabs.next' })
    lazy.send({ type: 'tabs.next' })
    lazy.send({ type: 'tabs.prev' })
    expect(lazy.getView()).toBe(0)
    machine.resolve(tabsMachine)
    await lazy.start()
    expect(lazy.isRunning()).toBe(true)
    // One notification with the outcome of all three: no intermediate view flashes.
    expect(seen).toEqual([1])
    lazy.send({ type: 'tabs.last' })
    expect(lazy.getView()).toBe(2)
  })

  it('runs an actor a visitor has used before the ones started early, when their code arrives together', async () => {
    const machine = deferred<typeof tabsMachine>()
    const early = new LazyActor({ load: () => machine.promise, input: () => ({ count: 3 }), initialView: 0, view: tabsView })
    const used = new LazyActor({ load: () => machine.promise, input: () => ({ count: 3 }), initialView: 0, view: tabsView })
    void early.start()
    used.send({ type: 'tabs.next' })
    machine.resolve(tabsMachine)
    await used.start()
    expect(used.getView()).toBe(1)
    // The early one waits for a task of its own, then runs, and still takes what it is sent meanwhile.
    expect(early.isRunning()).toBe(false)
    early.send({ type: 'tabs.last' })
    await early.start()
    expect(early.isRunning()).toBe(true)
    expect(early.getView()).toBe(2)
  })

  it('reads its input as the actor starts: the actor starts from what the page knows by then', async () => {
    const machine = deferred<typeof tabsMachine>()
    let count = 2
    const lazy = new LazyActor({ load: () => machine.promise, input: () => ({ count }), initialView: 0, view: tabsView })
    lazy.send({ type: 'tabs.last' })
    count = 5 // learned while the code was loading
    machine.resolve(tabsMachine)
    await lazy.start()
    expect(lazy.getView()).toBe(4)
  })

  it('loads once however many events arrive', async () => {
    const load = vi.fn(async () => tabsMachine)
    const lazy = new LazyActor({ load, input: () => ({ count: 3 }), initialView: 0, view: tabsView })
    lazy.send({ type: 'tabs.next' })
    lazy.send({ type: 'tabs.next' })
    void lazy.start()
    await lazy.start()
    expect(load).toHaveBeenCalledTimes(1)
    expect(lazy.getView()).toBe(2)
  })

  it('after a failed load, stays on the initial view and tries again with the next event', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn<() => Promise<typeof tabsMachine>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(tabsMachine)
    const lazy = new LazyActor({ load, input: () => ({ count: 3 }), initialView: 0, view: tabsView })
    lazy.send({ type: 'tabs.next' })
    await lazy.start()
    expect(lazy.isRunning()).toBe(false)
    expect(error).toHaveBeenCalled()
    lazy.send({ type: 'tabs.next' })
    await lazy.start()
    expect(lazy.isRunning()).toBe(true)
    // The event that met the failed load went with it; the one after it arrived (one step, not two).
    expect(lazy.getView()).toBe(1)
    error.mockRestore()
  })

  it('drops a load that finishes after stop, and starts afresh on the next event', async () => {
    const machine = deferred<typeof tabsMachine>()
    const lazy = new LazyActor({ load: () => machine.promise, input: () => ({ count: 3 }), initialView: 0, view: tabsView })
    const pending = lazy.start()
    lazy.stop()
    machine.resolve(tabsMachine)
    await pending
    expect(lazy.isRunning()).toBe(false)
  })
})

describe('what a component shows before its machine runs', () => {
  // Each is the view its component declares as initialView; they must be what the machine starts with.
  it('matches the initial snapshot of every machine started on first use', () => {
    const start = <T extends Parameters<typeof createActor>[0]>(machine: T, input?: unknown) =>
      createActor(machine, { input } as never).getSnapshot() as never
    expect(selectPreference(start(themeMachine, { defaultTheme: 'dark' }))).toBe(null)
    expect((start(navDropdownMachine) as { context: { openId: string | null } }).context.openId).toBe(null)
    expect((start(mobileMenuMachine) as { hasTag: (tag: string) => boolean }).hasTag('open')).toBe(false)
    expect(tabsView(start(tabsMachine, { count: 4 }))).toBe(0)
    expect((start(toastMachine) as { context: { toast: unknown } }).context.toast).toBe(null)
  })
})
