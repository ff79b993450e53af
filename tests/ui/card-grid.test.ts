import { describe, expect, it } from 'vitest'
import { cardGridColumns } from '~/ui/card-grid'

describe('cardGridColumns', () => {
  it('keeps three across when the last row has two or three cards', () => {
    for (const count of [2, 3, 5, 6, 9]) expect(cardGridColumns(count)).toBe('md:grid-cols-2 lg:grid-cols-3')
  })

  it('goes four across on wide screens when three would leave one card alone', () => {
    for (const count of [4, 7, 10]) expect(cardGridColumns(count)).toBe('md:grid-cols-2 xl:grid-cols-4')
    expect(cardGridColumns(7, 'sm')).toBe('sm:grid-cols-2 xl:grid-cols-4')
  })
})
