/**
 * The last step of `npm run build`: a brotli (`.br`) and a gzip (`.gz`) copy beside every
 * compressible file of the browser build ($SITE_DIST/client), at maximum quality
 * (scripts/lib/precompress.ts).
 *
 * `node scripts/precompress.ts [folder]` (default: the build's client folder).
 */
import { resolve } from 'node:path'
import { precompressFolder } from './lib/precompress.ts'
import { clientDir } from '../server/site-dist.ts'

const folder = resolve(process.argv[2] ?? clientDir())
const started = Date.now()
const { files, bytes, brBytes } = await precompressFolder(folder)
const kb = (n: number) => (n / 1024).toFixed(0)
console.log(`Precompressed ${files} files (brotli and gzip): ${kb(bytes)} KB, ${kb(brBytes)} KB as brotli, in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
