import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { mobileMenuMachine } from '@machines/mobile-menu.machine'

function startMenu() {
  const calls: string[] = []
  const actor = createActor(
    mobileMenuMachine.provide({
      actions: {
        showMenu: () => calls.push('show'),
        hideMenu: () => calls.push('hide'),
        focusMenuButton: () => calls.push('focusButton'),
      },
    }),
  ).start()
  return { actor, calls }
}

describe('mobile menu machine', () => {
  it('starts closed and opens the panel on toggle', () => {
    const { actor, calls } = startMenu()
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    actor.send({ type: 'menu.toggle' })
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    expect(calls).toEqual(['show'])
  })

  it('closes on Escape (dismiss) and returns focus to the menu button', () => {
    const { actor, calls } = startMenu()
    actor.send({ type: 'menu.toggle' })
    actor.send({ type: 'menu.dismiss' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls).toEqual(['show', 'hide', 'focusButton'])
  })

  it('closes when a link is chosen without stealing focus from the new page', () => {
    const { actor, calls } = startMenu()
    actor.send({ type: 'menu.toggle' })
    actor.send({ type: 'menu.linkChosen' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls).toEqual(['show', 'hide'])
  })

  it('closes when the page changes another way (Back) without moving focus', () => {
    const { actor, calls } = startMenu()
    actor.send({ type: 'menu.toggle' })
    actor.send({ type: 'menu.pageChanged' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls).toEqual(['show', 'hide'])
  })

  it('ignores close requests while already closed', () => {
    const { actor, calls } = startMenu()
    actor.send({ type: 'menu.close' })
    actor.send({ type: 'menu.linkChosen' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls).toEqual([])
  })
})
