/**
 * Pure helpers that turn recorded requests into built files and name the demo-only
 * ones. Kept apart from the Playwright recorder so they can be tested without a browser.
 */

/** The built file a same-origin script or style request fetched (`assets/x.js`), or null. */
export function assetFileOf(url: string, baseUrl: string): string | null {
  const parsed = new URL(url)
  if (parsed.origin !== new URL(baseUrl).origin) return null
  if (!/\.(js|css)$/.test(parsed.pathname)) return null
  return decodeURIComponent(parsed.pathname.slice(1))
}

interface ManifestChunk {
  file: string
  imports?: string[]
}

export type Manifest = Record<string, ManifestChunk>

/**
 * Files of the demo mock layer: the chunks of `mocks/*` modules and what they import
 * statically, plus the worker script. Intersected with what a use fetched, this says how
 * much of a demo first use is mock code a deploy build never loads.
 */
export function mockLayerFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>(['mockServiceWorker.js'])
  const visit = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    files.add(manifest[key].file)
    for (const imported of manifest[key].imports ?? []) visit(imported, seen)
  }
  const seen = new Set<string>()
  for (const key of Object.keys(manifest)) if (key.startsWith('mocks/')) visit(key, seen)
  return files
}
