import { createActor, SimulatedClock } from 'xstate'
import { describe, expect, it } from 'vitest'
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, toastMachine } from '@machines/toast.machine'

function startToasts() {
  const clock = new SimulatedClock()
  const actor = createActor(toastMachine, { clock }).start()
  return { actor, clock, toast: () => actor.getSnapshot().context.toast }
}

describe('toast machine', () => {
  it('shows one toast with its title, description and variant', () => {
    const { actor, toast } = startToasts()
    actor.send({ type: 'toast.show', title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' })
    expect(toast()).toMatchObject({ open: true, title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' })
  })

  it('replaces the current toast with a new one (at most one at a time)', () => {
    const { actor, toast } = startToasts()
    actor.send({ type: 'toast.show', title: 'First' })
    actor.send({ type: 'toast.show', title: 'Second' })
    expect(toast()?.title).toBe('Second')
    expect(toast()?.id).toBe(2)
  })

  it('keeps a dismissed toast closed for 1,000,000 ms, then removes it', () => {
    const { actor, clock, toast } = startToasts()
    actor.send({ type: 'toast.show', title: 'Saved' })
    actor.send({ type: 'toast.dismiss' })
    expect(toast()).toMatchObject({ open: false, title: 'Saved' })
    clock.increment(TOAST_REMOVE_DELAY_MS - 1)
    expect(toast()).not.toBeNull()
    clock.increment(1)
    expect(toast()).toBeNull()
  })

  it('closes an open toast by itself after its duration', () => {
    const { actor, clock, toast } = startToasts()
    actor.send({ type: 'toast.show', title: 'Hello' })
    clock.increment(TOAST_DURATION_MS)
    expect(toast()?.open).toBe(false)
  })

  it('restarts the timers for a new toast shown over a dismissed one', () => {
    const { actor, clock, toast } = startToasts()
    actor.send({ type: 'toast.show', title: 'Old' })
    actor.send({ type: 'toast.dismiss' })
    actor.send({ type: 'toast.show', title: 'New' })
    clock.increment(TOAST_DURATION_MS - 1)
    expect(toast()).toMatchObject({ open: true, title: 'New' })
  })

  it('stays open while the visitor points at or works in it, and counts down again afterwards', () => {
    const { actor, clock, toast } = startToasts()
    actor.send({ type: 'toast.show', title: 'Error', variant: 'destructive' })
    actor.send({ type: 'toast.pause' })
    clock.increment(TOAST_DURATION_MS * 5)
    expect(toast()?.open).toBe(true)
    actor.send({ type: 'toast.resume' })
    clock.increment(TOAST_DURATION_MS - 1)
    expect(toast()?.open).toBe(true)
    clock.increment(1)
    expect(toast()?.open).toBe(false)
  })

  it('can be dismissed while paused', () => {
    const { actor, toast } = startToasts()
    actor.send({ type: 'toast.show', title: 'Saved' })
    actor.send({ type: 'toast.pause' })
    actor.send({ type: 'toast.dismiss' })
    expect(toast()?.open).toBe(false)
  })

  it('ignores pause and dismiss when nothing is shown', () => {
    const { actor, toast } = startToasts()
    actor.send({ type: 'toast.pause' })
    actor.send({ type: 'toast.dismiss' })
    expect(toast()).toBeNull()
  })
})
