/**
 * The scripts a prerendered page runs to hydrate, found in the client build's manifest,
 * so that the boot script can ask for all of them at once after the first paint instead
 * of one hop at a time (the app's main script, then the route's chunk, then what that
 * imports): measured at CPU 4x on slow 4G, first paint to hydrated 2.2-2.3 s → 1.5-1.7 s
 * (docs/decisions/0013-hydration-levers.md).
 */
import { PAGE_SCRIPTS_ID } from '../../src/shared/page-scripts.ts'
import { firstLoadChunks } from './first-load-chunks.ts'
import { reachable } from './reachable.ts'
import type { Manifest } from './vite-manifest.ts'

/**
 * The manifest keys of a route's chunks: its component, and its loader where the route
 * splits that too (`codeSplitGroupings`); the router plugin names them after the route file.
 */
function routeChunkKeys(manifest: Manifest, routeId: string): string[] {
  if (routeId === '__root__') return []
  const file = `src/routes${routeId === '/' ? '/index' : routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`
  const component = `${file}?tsr-split=component`
  if (!manifest[component]) throw new Error(`page scripts: no chunk for ${component} in the manifest`)
  const loader = `${file}?tsr-split=loader`
  return manifest[loader] ? [component, loader] : [component]
}

/**
 * What a page loads to hydrate, beyond the entry and what it imports itself (those run
 * before the first paint): the app's main script, the chunks of the routes that matched
 * (`routeIds`, the router's), the content module that a family page's loader imports
 * (the lazily imported module under src/content/ named by the page's slug: `/services/sales-ai`
 * → `src/content/services/sales-ai.ts`, an article → its .mdx), and everything they import
 * statically. A loader that imports a helper of its own is split into a chunk (the articles')
 * so that it is listed too.
 */
export function pageScriptFiles(
  manifest: Manifest,
  page: {
    path: string
    routeIds: readonly string[]
    /** The modules of its islands, on a page of islands. */
    islands: readonly string[] | null
    /** Whether it holds what the boot script moves without React (home's rotating word): only then does it load that code. */
    movesByItself: boolean
  },
): string[] {
  const entry = manifest['index.html']
  if (!entry) throw new Error('page scripts: the manifest has no index.html entry')
  const staticImports = (key: string) => manifest[key]?.imports ?? []
  const beforeFirstPaint = reachable(['index.html'], staticImports)
  const starts = entry.dynamicImports ?? []
  // The app's start is in the chunk named 'app' (vite.config.ts); the islands' start is a chunk of its own.
  const appStart = starts.find((key) => manifest[key]?.name === firstLoadChunks.app)
  if (!appStart || !starts.includes(ISLANDS_START)) throw new Error("page scripts: the boot script does not import both the app's and the islands' start")
  const listed = (keys: readonly string[]) => [...reachable(keys, staticImports)].filter((key) => !beforeFirstPaint.has(key)).map((key) => manifest[key]!.file)
  // The boot script's imports other than the two starts and React drive what moves before React runs
  // (src/boot.ts): listed only on a page that holds such a part.
  const drivesAPart = (key: string) => key !== appStart && key !== ISLANDS_START && manifest[key]?.name !== firstLoadChunks.react
  const startsFor = (start: string) => starts.filter((key) => key === start || (key !== appStart && key !== ISLANDS_START && (page.movesByItself || !drivesAPart(key))))

  // A page of islands: React, the islands' start and its islands' modules (src/islands-main.tsx).
  if (page.islands) {
    const islands = page.islands.map((module) => `src/islands/${module}.tsx`)
    for (const key of islands) if (!manifest[key]) throw new Error(`page scripts: no chunk for ${key} in the manifest`)
    return listed([...startsFor(ISLANDS_START), ...islands])
  }
  const app = startsFor(appStart)

  const routes = page.routeIds.flatMap((routeId) => routeChunkKeys(manifest, routeId))

  // Keys that name a module are those of entries and lazy imports; shared chunks are `_file.js`.
  const slug = page.path.split('/').at(-1)
  const content = slug ? Object.keys(manifest).filter((key) => key.startsWith('src/content/') && key.replace(/^.*\/|\.\w+$/g, '') === slug) : []

  return listed([...app, ...routes, ...content])
}

/** The modules of the islands a prerendered page holds (src/lib/island.tsx: `<module>/<island>`), each named once. */
export function islandModulesIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/ data-island="([\w-]+)\/[\w-]+"/g), (match) => match[1]!))]
}

/** The boot script's start of a page of islands (src/boot.ts); the other is the whole app's. */
const ISLANDS_START = 'src/islands-main.tsx'

/** The `<template>` the boot script reads (src/boot.ts): one modulepreload link per file. */
export function pageScriptsTemplate(files: readonly string[]): string {
  return `<template id="${PAGE_SCRIPTS_ID}">${files.map((file) => `<link rel="modulepreload" href="/${file}">`).join('')}</template>`
}
