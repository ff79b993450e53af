/** Every island, named as its module, src/islands/<name>.tsx (tests/islands/islands.test.ts checks both ways). */
export const islandNames = ['site-header', 'toaster', 'back-button', 'page-bar', 'article-contents', 'share-panel', 'newsletter-form', 'current-year'] as const

export type IslandName = (typeof islandNames)[number]
