import { createActor, SimulatedClock } from 'xstate'
import { describe, expect, it } from 'vitest'
import { HOVER_CLOSE_DELAY_MS, navDropdownMachine } from '@machines/nav-dropdown.machine'

function startNav() {
  const clock = new SimulatedClock()
  const actor = createActor(navDropdownMachine, { clock }).start()
  const openId = () => actor.getSnapshot().context.openId
  return { actor, clock, openId }
}

describe('header dropdown machine', () => {
  it('opens the hovered menu and closes it a moment after the pointer leaves', () => {
    const { actor, clock, openId } = startNav()
    actor.send({ type: 'dropdown.pointerEnter', id: 'services' })
    expect(openId()).toBe('services')
    actor.send({ type: 'dropdown.pointerLeave' })
    clock.increment(HOVER_CLOSE_DELAY_MS - 1)
    expect(openId()).toBe('services')
    clock.increment(1)
    expect(openId()).toBeNull()
  })

  it('keeps the menu open when the pointer comes back within the grace period', () => {
    const { actor, clock, openId } = startNav()
    actor.send({ type: 'dropdown.pointerEnter', id: 'industries' })
    actor.send({ type: 'dropdown.pointerLeave' })
    clock.increment(100)
    actor.send({ type: 'dropdown.pointerEnter', id: 'industries' })
    clock.increment(1000)
    expect(openId()).toBe('industries')
  })

  it('switches straight to another menu when the pointer moves onto it', () => {
    const { actor, openId } = startNav()
    actor.send({ type: 'dropdown.pointerEnter', id: 'services' })
    actor.send({ type: 'dropdown.pointerEnter', id: 'resources' })
    expect(openId()).toBe('resources')
  })

  it('toggles from click or keyboard: the same trigger closes, another opens its own', () => {
    const { actor, openId } = startNav()
    actor.send({ type: 'dropdown.toggle', id: 'services' })
    expect(openId()).toBe('services')
    actor.send({ type: 'dropdown.toggle', id: 'resources' })
    expect(openId()).toBe('resources')
    actor.send({ type: 'dropdown.toggle', id: 'resources' })
    expect(openId()).toBeNull()
  })

  it('closes on request (Escape, focus leaving, a link chosen)', () => {
    const { actor, openId } = startNav()
    actor.send({ type: 'dropdown.toggle', id: 'services' })
    actor.send({ type: 'dropdown.close' })
    expect(openId()).toBeNull()
  })
})

describe('header dropdown machine with hover and click together', () => {
  it('keeps a hover-opened menu open when it is then clicked, and closes on the second click', () => {
    const { actor, clock, openId } = startNav()
    actor.send({ type: 'dropdown.pointerEnter', id: 'resources' })
    actor.send({ type: 'dropdown.toggle', id: 'resources' })
    expect(openId()).toBe('resources')
    actor.send({ type: 'dropdown.pointerLeave' })
    clock.increment(HOVER_CLOSE_DELAY_MS * 10)
    expect(openId()).toBe('resources')
    actor.send({ type: 'dropdown.toggle', id: 'resources' })
    expect(openId()).toBeNull()
  })

  it('un-pins when the pointer opens another menu', () => {
    const { actor, clock, openId } = startNav()
    actor.send({ type: 'dropdown.toggle', id: 'services' })
    actor.send({ type: 'dropdown.pointerEnter', id: 'industries' })
    actor.send({ type: 'dropdown.pointerLeave' })
    clock.increment(HOVER_CLOSE_DELAY_MS)
    expect(openId()).toBeNull()
  })
})
