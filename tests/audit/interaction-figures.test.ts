import { describe, expect, it } from 'vitest'
import { interactionLatency, median } from '../../scripts/audit/interaction-figures'

describe('the interaction benchmark figures', () => {
  it("takes the longest entry of the click's interaction, as INP does", () => {
    const entries = [
      { name: 'pointerover', interactionId: 0, duration: 96 },
      { name: 'pointerdown', interactionId: 7, duration: 24 },
      { name: 'pointerup', interactionId: 7, duration: 40 },
      { name: 'click', interactionId: 7, duration: 40 },
    ]
    expect(interactionLatency(entries)).toBe(40)
  })

  it('ignores entries of an earlier interaction and events that are no interaction', () => {
    const entries = [
      { name: 'click', interactionId: 3, duration: 200 },
      { name: 'mouseover', interactionId: 0, duration: 300 },
      { name: 'pointerdown', interactionId: 9, duration: 56 },
      { name: 'click', interactionId: 9, duration: 32 },
    ]
    expect(interactionLatency(entries)).toBe(56)
  })

  it('falls back to the last interaction when only its pointerdown was slow enough to report', () => {
    expect(interactionLatency([{ name: 'pointerdown', interactionId: 4, duration: 18 }])).toBe(18)
  })

  it('reports nothing when no entry belongs to an interaction (faster than 16 ms)', () => {
    expect(interactionLatency([])).toBeNull()
    expect(interactionLatency([{ name: 'pointerenter', interactionId: 0, duration: 120 }])).toBeNull()
  })

  it('takes the median of odd and even counts without reordering the input', () => {
    const runs = [48, 16, 120]
    expect(median(runs)).toBe(48)
    expect(runs).toEqual([48, 16, 120])
    expect(median([40, 10, 30, 20])).toBe(25)
    expect(median([])).toBeNaN()
  })
})
