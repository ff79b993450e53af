/**
 * Brotli and gzip copies beside the compressible files of the browser build, at maximum
 * quality: the server sends the copy a client accepts and never compresses a built file
 * per request (server/static-site.ts). Run by `npm run build` (scripts/precompress.ts);
 * the audit also uses it for the pages it writes into a copy of the build. A copy that
 * would not be smaller than its file is not written (the server then sends the file).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
// The encodings and file suffixes the server looks for.
import { PRECOMPRESSED } from '../../server/static-site.ts'

/** What is worth compressing: text formats (images and fonts are compressed already). */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
  '.ics',
  '.ico',
])

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export const isCompressible = (file: string) => COMPRESSIBLE_EXTENSIONS.has(extname(file).toLowerCase())

/** Brotli at quality 11 (text mode, the size as a hint) and gzip at level 9. */
export async function compressed(bytes: Uint8Array): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return { br, gzip: gz }
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

/**
 * Writes the compressed copies of `files` (paths of compressible files; others are
 * skipped). A stale copy beside a file whose new copy would not be smaller is removed.
 * Returns how many files got copies and the bytes before and after (brotli).
 */
export async function precompressFiles(files: readonly string[]): Promise<{ files: number; bytes: number; brBytes: number }> {
  const todo = files.filter(isCompressible)
  let done = 0
  let bytes = 0
  let brBytes = 0
  // Two at a time: brotli at quality 11 is CPU-bound and the build machine may have two cores.
  const queue = [...todo]
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const original = await readFile(file)
      const copies = await compressed(original)
      let wrote = false
      for (const { encoding, suffix } of PRECOMPRESSED) {
        const copy = copies[encoding]
        if (copy.byteLength < original.byteLength) {
          await writeFile(file + suffix, copy)
          wrote = true
        } else {
          await rm(file + suffix, { force: true })
        }
      }
      if (wrote) {
        done++
        bytes += original.byteLength
        brBytes += Math.min(copies.br.byteLength, original.byteLength)
      }
    }
  }
  await Promise.all([worker(), worker()])
  return { files: done, bytes, brBytes }
}

/** Every compressible file under `folder`, copies of an earlier run left out. */
export async function precompressFolder(folder: string) {
  const all = await filesUnder(folder)
  return precompressFiles(all.filter((file) => !PRECOMPRESSED.some(({ suffix }) => file.endsWith(suffix))))
}
