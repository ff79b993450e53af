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
 * statically, less what the app itself loads (React, the preload helper: a deploy build
 * fetches those too), plus the worker script. Intersected with what a use fetched, this
 * says how much of a demo first use is mock code a deploy build never loads.
 */
export function mockLayerFiles(manifest: Manifest): Set<string> {
  const reachedFrom = (roots: string[]) => {
    const files = new Set<string>()
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      files.add(manifest[key].file)
      for (const imported of manifest[key].imports ?? []) visit(imported)
    }
    for (const root of roots) visit(root)
    return files
  }
  // Keys of modules (entries and lazy imports); shared chunks are named `_file.js`.
  const modules = Object.keys(manifest).filter((key) => !key.startsWith('_'))
  const app = reachedFrom(modules.filter((key) => !key.startsWith('mocks/')))
  const mock = reachedFrom(modules.filter((key) => key.startsWith('mocks/')))
  return new Set(['mockServiceWorker.js', ...[...mock].filter((file) => !app.has(file))])
}
