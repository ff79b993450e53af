import { readFile, stat } from 'node:fs/promises'
import { join, sep } from 'node:path'
import type { AssetSource } from './static-site.ts'

interface KeptFile {
  mtimeMs: number
  size: number
  body: Uint8Array
}

/**
 * The build folder on disk as the server's AssetSource. A file is read once and kept while
 * its size and modification time stay the same: a request then costs one stat instead of
 * an open, a read and a close, and gets the same bytes back, so their ETag is computed once
 * (static-site.ts). Home under load: most of the server's time went to reading and hashing
 * the page on every request. A build written over the folder is served from its next request.
 * Only files that exist are kept, so memory is bounded by the build itself (~10 MB with its
 * precompressed copies), which static-site.ts's cap on /assets no longer needs to bound here.
 */
export function diskAssets(folder: string): AssetSource {
  const kept = new Map<string, KeptFile>()
  return {
    async read(path) {
      const file = join(folder, path)
      if (!file.startsWith(folder + sep)) return null
      try {
        const { mtimeMs, size } = await stat(file)
        const known = kept.get(file)
        if (known && known.mtimeMs === mtimeMs && known.size === size) return known.body
        const body = new Uint8Array(await readFile(file))
        kept.set(file, { mtimeMs, size, body })
        return body
      } catch {
        kept.delete(file)
        return null
      }
    },
  }
}
