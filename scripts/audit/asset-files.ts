import { reachable } from '../lib/reachable.ts'
import type { Manifest, ManifestChunk } from '../lib/vite-manifest.ts'

export type { Manifest }

/**
 * Pure helpers that turn recorded requests into built files and name the demo-only
 * ones. Kept apart from the Playwright recorder so they can be tested without a browser.
 */

/** The built file a same-origin script, style or font request fetched (`assets/x.js`), or null. */
export function assetFileOf(url: string, baseUrl: string): string | null {
  const parsed = new URL(url)
  if (parsed.origin !== new URL(baseUrl).origin) return null
  if (!/\.(js|css|woff2)$/.test(parsed.pathname)) return null
  return decodeURIComponent(parsed.pathname.slice(1))
}

/**
 * The scripts the page's entry (src/boot.ts, built from index.html) imports after the first paint:
 * React's chunk and the app's main script (the router, the route tree and the shell), the largest
 * files of every first load.
 */
export function scriptsAfterFirstPaint(manifest: Manifest): string[] {
  const files = (manifest['index.html']?.dynamicImports ?? []).flatMap((key) => manifest[key]?.file ?? [])
  if (files.length === 0) throw new Error('The entry should load the app after the first paint; the manifest lists no script')
  return files
}

/**
 * Files of the demo mock layer: the chunks of `mocks/*` modules and what they import
 * statically, less what the app itself can load (React, the preload helper: a deploy build
 * fetches those too), plus the worker script. Intersected with what a use fetched, this
 * says how much of a demo first use is mock code a deploy build never loads.
 */
export function mockLayerFiles(manifest: Manifest): Set<string> {
  const isMock = (key: string) => key.startsWith('mocks/')
  const known = (keys: readonly string[]) => keys.filter((key) => manifest[key])
  const reachedFrom = (roots: string[], follow: (chunk: ManifestChunk) => string[]) =>
    new Set([...reachable(known(roots), (key) => known(follow(manifest[key]!)))].map((key) => manifest[key]!.file))
  // Keys of modules (entries and lazy imports); shared chunks are named `_file.js`. The app's
  // side follows its lazy imports too (its main script is one), but never into the mocks.
  const modules = Object.keys(manifest).filter((key) => !key.startsWith('_'))
  const app = reachedFrom(
    modules.filter((key) => !isMock(key)),
    (chunk) => [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].filter((key) => !isMock(key)),
  )
  const mock = reachedFrom(modules.filter(isMock), (chunk) => chunk.imports ?? [])
  return new Set(['mockServiceWorker.js', ...[...mock].filter((file) => !app.has(file))])
}
