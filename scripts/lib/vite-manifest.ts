/** The client build's manifest (`$SITE_DIST/client/.vite/manifest.json`), as far as the build steps and the audit read it. */
export interface ManifestChunk {
  file: string
  /** The chunk's name (vite.config.ts names the first load's chunks). */
  name?: string
  imports?: string[]
  dynamicImports?: string[]
}

/** Keyed by source module (entries, lazy imports) or `_file.js` (shared chunks). */
export type Manifest = Record<string, ManifestChunk>
