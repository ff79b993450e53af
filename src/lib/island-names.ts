/**
 * Every island, by the module that holds it: src/islands/<module>.tsx default-exports its
 * islands by name (tests/lib/island.test.tsx checks both ways). The islands of one kind of page
 * share a module, so a page loads them in one or two chunks, not one per island: every chunk is
 * a request the page starts after its first paint, about a millisecond of main thread each
 * (src/boot.ts); the home page's seven islands as seven modules were some twenty chunks.
 */
export const islandModules = {
  frame: ['site-header', 'toaster', 'newsletter-form', 'current-year', 'chat-launcher'],
  'page-header': ['back-button', 'page-bar'],
  article: ['article-contents', 'share-panel'],
  contact: ['contact-form'],
  blog: ['blog-index'],
  'roi-calculator': ['calculator'],
  'thank-you': ['message'],
  home: ['network-graphic', 'flip-card', 'services-hub', 'upcoming-webinars', 'overview-dialog', 'overview-button'],
} as const

type IslandModules = typeof islandModules
export type IslandModule = keyof IslandModules

/** An island's name: its module and its name there, `home/flip-card`. */
export type IslandName = { [Module in IslandModule]: `${Module}/${IslandModules[Module][number]}` }[IslandModule]

/** What a module of islands default-exports: each of its islands' components by name. */
export type IslandParts<Module extends IslandModule> = Record<IslandModules[Module][number], unknown>
