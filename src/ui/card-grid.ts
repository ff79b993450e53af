// The class names are written out whole so that Tailwind finds them.
const columns = {
  sm: { three: 'sm:grid-cols-2 lg:grid-cols-3', four: 'sm:grid-cols-2 xl:grid-cols-4' },
  md: { three: 'md:grid-cols-2 lg:grid-cols-3', four: 'md:grid-cols-2 xl:grid-cols-4' },
} as const

/**
 * Column classes for a grid of cards: two across from `from` up, three on wide
 * screens, or four when three would leave one card alone on the last row (4, 7,
 * 10 cards). Four across waits for xl, where each card still has about 290 px.
 */
export function cardGridColumns(count: number, from: keyof typeof columns = 'md'): string {
  return columns[from][count % 3 === 1 ? 'four' : 'three']
}
