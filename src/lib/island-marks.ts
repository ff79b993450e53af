/**
 * Where an island's name and props are written on its element (src/lib/island.tsx), read by the
 * islands' start (src/islands-main.tsx) and, without React, by the boot script (src/boot.ts).
 */
export const ISLAND_ATTRIBUTE = 'data-island'
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'
/** Set on an island that hydrates as the page starts, wherever it is (see `IslandOptions.hydrate`). */
export const ISLAND_AT_LOAD_ATTRIBUTE = 'data-island-at-load'
/**
 * Set on an island that hydrates as soon as the page's islands start, wherever it is, without
 * starting them itself (the chat's toggle: fixed in a corner, not in the flow that nearness reads).
 */
export const ISLAND_AT_START_ATTRIBUTE = 'data-island-at-start'
