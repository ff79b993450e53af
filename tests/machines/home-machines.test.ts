import { createActor, SimulatedClock } from 'xstate'
import { describe, expect, it } from 'vitest'
import { FADE_MS, headlineRotationMachine, ROTATION_INTERVAL_MS } from '@machines/headline-rotation.machine'
import { tabsMachine } from '@machines/tabs.machine'

describe('headline rotation machine', () => {
  function start(reducedMotion = false) {
    const clock = new SimulatedClock()
    const actor = createActor(headlineRotationMachine, { clock, input: { wordCount: 3, reducedMotion } }).start()
    return { actor, clock, index: () => actor.getSnapshot().context.index }
  }

  it('shows a word for 3000 ms, fades out for 300 ms, swaps, and fades back in for 300 ms', () => {
    const { actor, clock, index } = start()
    clock.increment(ROTATION_INTERVAL_MS - 1)
    expect(actor.getSnapshot().value).toBe('showing')
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('hidden')).toBe(true)
    expect(index()).toBe(0)
    clock.increment(FADE_MS)
    expect(actor.getSnapshot().value).toBe('fadingIn')
    expect(index()).toBe(1)
    clock.increment(FADE_MS)
    expect(actor.getSnapshot().value).toBe('showing')
  })

  it('cycles back to the first word after the last', () => {
    const { clock, index } = start()
    for (let i = 0; i < 3; i++) {
      clock.increment(ROTATION_INTERVAL_MS)
      clock.increment(FADE_MS)
      clock.increment(FADE_MS)
    }
    expect(index()).toBe(0)
  })

  it('swaps without fading under reduced motion, and follows a change of the setting', () => {
    const { actor, clock, index } = start(true)
    clock.increment(ROTATION_INTERVAL_MS)
    expect(index()).toBe(1)
    expect(actor.getSnapshot().value).toBe('showing')
    actor.send({ type: 'motion.changed', reduced: false })
    clock.increment(ROTATION_INTERVAL_MS)
    expect(actor.getSnapshot().value).toBe('fadingOut')
  })
})

describe('tabs machine', () => {
  const start = (count = 3) => createActor(tabsMachine, { input: { count } }).start()
  const active = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.activeIndex

  it('starts on the first tab', () => {
    expect(active(start())).toBe(0)
  })

  it('selects a tab, and ignores an index outside the list', () => {
    const actor = start()
    actor.send({ type: 'tabs.select', index: 2 })
    expect(active(actor)).toBe(2)
    actor.send({ type: 'tabs.select', index: 7 })
    actor.send({ type: 'tabs.select', index: -1 })
    expect(active(actor)).toBe(2)
  })

  it('moves with next and previous, wrapping around at both ends', () => {
    const actor = start()
    actor.send({ type: 'tabs.prev' })
    expect(active(actor)).toBe(2)
    actor.send({ type: 'tabs.next' })
    expect(active(actor)).toBe(0)
  })

  it('jumps to the first and last tab', () => {
    const actor = start()
    actor.send({ type: 'tabs.last' })
    expect(active(actor)).toBe(2)
    actor.send({ type: 'tabs.first' })
    expect(active(actor)).toBe(0)
  })
})
